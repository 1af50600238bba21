import Foundation

/// What the `IrisFuzzTool` executable was asked to do.
///
/// ```
/// IrisFuzzTool package --package <dir> --name <name> --swift <swift>
///     [--executable <target>]... [--engine-coverage func] [-- <swift package fuzz arguments>]
/// IrisFuzzTool run --seconds N [--jobs N] [--root <dir>]
///     (--target <name> --binary <path> --corpus <dir> --artifacts <dir> [--flag <flag>]...
///      [--env <NAME=value>]... [--investigate <regressions dir>])...
/// ```
/// In the second form a target with `--investigate` is a `FuzzMain`
/// target: it runs as `swift package fuzz` runs it (its environment,
/// ``PackageFuzzCommand/defaultFlags`` before its own), and shrinks and
/// saves its findings in that folder.
/// The first is the `fuzz` command plugin's; the second runs libFuzzer
/// binaries built elsewhere (`make fuzz` on this repository) through the
/// same steps, verdicts and table.
package enum ToolCommand: Sendable {
  /// `swift package fuzz` in a package.
  case package(PackageFuzzCommand)
  /// A campaign over ready binaries; paths in the table relative to `root`.
  case run(Campaign, root: URL?)

  /// Reads a command.
  /// - Parameter arguments: the arguments after the executable.
  /// - Throws: ``CampaignOptionsError`` describing what is wrong.
  package init(parsing arguments: [String]) throws(CampaignOptionsError) {
    var rest = arguments[...]
    func value(_ option: String) throws(CampaignOptionsError) -> String {
      guard let value = rest.popFirst() else {
        throw CampaignOptionsError("\(option) needs a value")
      }
      return value
    }
    func number(_ option: String) throws(CampaignOptionsError) -> Int {
      let text = try value(option)
      guard let number = Int(text), number > 0 else {
        throw CampaignOptionsError("\(option) takes a positive whole number, not \(text)")
      }
      return number
    }
    switch rest.popFirst() {
    case "package":
      var directory: String?
      var name: String?
      var swift: String?
      var executables: [String] = []
      var engineCoverage: String?
      var options = CampaignOptions()
      while let argument = rest.popFirst() {
        switch argument {
        case "--package": directory = try value(argument)
        case "--name": name = try value(argument)
        case "--swift": swift = try value(argument)
        case "--executable": executables.append(try value(argument))
        case "--engine-coverage": engineCoverage = try value(argument)
        case "--":
          options = try CampaignOptions(parsing: Array(rest))
          rest = []
        default: throw CampaignOptionsError("unknown argument \(argument)")
        }
      }
      guard let directory, let name, let swift else {
        throw CampaignOptionsError("package needs --package, --name and --swift")
      }
      self = .package(
        PackageFuzzCommand(
          package: URL(fileURLWithPath: directory), packageName: name, executables: executables,
          swift: URL(fileURLWithPath: swift), engineCoverage: engineCoverage, options: options))
    case "run":
      var seconds: Int?
      var workers = Campaign.cores
      var root: URL?
      var jobs: [FuzzJob] = []
      var pending: (name: String, binary: String?, corpus: String?, artifacts: String?)?
      var flags: [String] = []
      var environment = ["SWIFT_BACKTRACE": "enable=no"]
      var regressions: String?
      func finish() throws(CampaignOptionsError) {
        guard let job = pending else { return }
        guard let binary = job.binary, let corpus = job.corpus, let artifacts = job.artifacts
        else {
          throw CampaignOptionsError(
            "target \(job.name) needs --binary, --corpus and --artifacts")
        }
        let executable = URL(fileURLWithPath: binary)
        if regressions != nil {
          environment.merge(PackageFuzzCommand.environment(target: job.name)) { _, main in main }
          flags = PackageFuzzCommand.defaultFlags + flags
        }
        jobs.append(
          FuzzJob(
            name: job.name, executable: executable, environment: environment, flags: flags,
            corpus: URL(fileURLWithPath: corpus), artifacts: URL(fileURLWithPath: artifacts),
            investigator: regressions.map {
              FuzzJob.Investigator(executable: executable, regressions: URL(fileURLWithPath: $0))
            }))
        pending = nil
        flags = []
        environment = ["SWIFT_BACKTRACE": "enable=no"]
        regressions = nil
      }
      while let argument = rest.popFirst() {
        switch argument {
        case "--seconds": seconds = try number(argument)
        case "--jobs": workers = try number(argument)
        case "--root": root = URL(fileURLWithPath: try value(argument))
        case "--target":
          try finish()
          pending = (try value(argument), nil, nil, nil)
        case "--binary", "--corpus", "--artifacts", "--flag", "--env", "--investigate":
          guard pending != nil else { throw CampaignOptionsError("\(argument) before --target") }
          let text = try value(argument)
          switch argument {
          case "--binary": pending?.binary = text
          case "--corpus": pending?.corpus = text
          case "--artifacts": pending?.artifacts = text
          case "--investigate": regressions = text
          case "--env":
            guard let equals = text.firstIndex(of: "=") else {
              throw CampaignOptionsError("--env takes NAME=value, not \(text)")
            }
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
          default: flags.append(text)
          }
        default: throw CampaignOptionsError("unknown argument \(argument)")
        }
      }
      try finish()
      guard let seconds, !jobs.isEmpty else {
        throw CampaignOptionsError("run needs --seconds and at least one --target")
      }
      self = .run(Campaign(jobs: jobs, seconds: seconds, workers: workers), root: root)
    default:
      throw CampaignOptionsError("expected `package` or `run`")
    }
  }
}

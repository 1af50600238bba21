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
    var reader = ArgumentReader(arguments)
    switch reader.next() {
    case "package":
      var directory: String?
      var name: String?
      var swift: String?
      var executables: [String] = []
      var engineCoverage: String?
      var options = CampaignOptions()
      while let argument = reader.next() {
        switch argument {
        case "--package": directory = try reader.value(of: argument)
        case "--name": name = try reader.value(of: argument)
        case "--swift": swift = try reader.value(of: argument)
        case "--executable": executables.append(try reader.value(of: argument))
        case "--engine-coverage": engineCoverage = try reader.value(of: argument)
        case "--": options = try CampaignOptions(parsing: reader.remaining())
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
      while let argument = reader.next() {
        switch argument {
        case "--seconds": seconds = try reader.count(of: argument)
        case "--jobs": workers = try reader.count(of: argument)
        case "--root": root = URL(fileURLWithPath: try reader.value(of: argument))
        case "--target":
          try finish()
          pending = (try reader.value(of: argument), nil, nil, nil)
        case "--binary", "--corpus", "--artifacts", "--flag", "--env", "--investigate":
          guard pending != nil else { throw CampaignOptionsError("\(argument) before --target") }
          let text = try reader.value(of: argument)
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

import Foundation
import IrisCheckCore
import IrisCheckLaws

/// What a ``FuzzMain`` command printed and its exit status.
package struct FuzzResponse: Sendable, Equatable {
  /// The exit status (see ``FuzzMain/run(_:)``).
  package var status: Int32
  /// Standard output.
  package var output = ""
  /// Standard error.
  package var errors = ""

  /// Creates a response.
  package init(status: Int32, output: String = "", errors: String = "") {
    self.status = status
    self.output = output
    self.errors = errors
  }
}

extension FuzzMain {
  /// The line prefix the `fuzz` plugin reads a finding's violation from.
  package static let findingPrefix = "FINDING: "

  /// Answers every command but ``FuzzCommand/fuzz(target:arguments:)``.
  ///
  /// With a `child`, a replay or an investigation runs in that child
  /// first, so a trap in the code under test never ends this process: a
  /// replay that traps is reported as a failure (status 1) naming the
  /// trap, and an input that traps is shrunk in further children (see
  /// ``FuzzLaw/shrinkTrap(_:selector:target:limits:traps:)``), reported
  /// and saved as any finding.
  /// - Parameters:
  ///   - command: the command.
  ///   - targets: the executable's targets.
  ///   - executable: the executable's name, for replay lines.
  ///   - child: this executable as a child process; `nil` answers
  ///     in-process only.
  /// - Returns: what to print and the exit status.
  package static func respond(
    to command: FuzzCommand, targets: [FuzzTarget], executable: String, child: FuzzChild? = nil
  ) async -> FuzzResponse {
    func target(_ name: String) -> FuzzTarget? { targets.first { $0.name == name } }
    if let child, let arguments = command.childArguments, let name = command.targetName,
      let target = target(name)
    {
      return await isolated(
        command, arguments, through: target, child: child, executable: executable)
    }
    switch command {
    case .list:
      return FuzzResponse(status: 0, output: targets.map(describe).joined())
    case .usage(let error):
      return FuzzResponse(
        status: error == nil ? 0 : 2, output: usage(executable, targets),
        errors: error.map { "error: \($0)\n" } ?? "")
    case .fuzz(let name, _):
      return FuzzResponse(
        status: 2, errors: "error: fuzzing \(name) takes libFuzzer: run `swift package fuzz`\n")
    case .replayFiles(let name, let files):
      guard let target = target(name) else { return unknownTarget(name, targets) }
      return replay(files, through: target)
    case .replayToken(let name, let law, let token):
      guard let target = target(name) else { return unknownTarget(name, targets) }
      return await replay(token, of: law, through: target, executable: executable)
    case .investigate(let name, let file, let save):
      guard let target = target(name) else { return unknownTarget(name, targets) }
      guard let data = FileManager.default.contents(atPath: file) else {
        return FuzzResponse(status: 2, errors: "error: cannot read \(file)\n")
      }
      return await investigate(
        Array(data), through: target, save: save, executable: executable)
    }
  }

  private static func describe(_ target: FuzzTarget) -> String {
    "\(target.name): \(target.laws.map { $0.map(\.name).joined(separator: ", ") } ?? "(bytes)")\n"
  }

  private static func unknownTarget(_ name: String, _ targets: [FuzzTarget]) -> FuzzResponse {
    FuzzResponse(status: 2, errors: "error: \(unknown(name, in: targets))\n")
  }

  private static func usage(_ executable: String, _ targets: [FuzzTarget]) -> String {
    """
    \(executable): fuzz targets, for `swift package fuzz`.

    Targets (name: laws):
    \(targets.map { "  " + describe($0) }.joined())
    Usage:
      swift package fuzz [<target>...] [--seconds N] [--jobs N]
          fuzz (builds this executable with libFuzzer first)
      \(executable) --list
          the targets, one a line
      \(executable) --replay <target> <file>...
          run inputs through a target
      \(executable) --replay <target> <law> <token>
          run one saved case of a law
      \(executable) --investigate <target> <file> [--save <regression file>]
          shrink a failing input, print its report, save the minimal case

    """
  }

  private static func replay(_ files: [String], through target: FuzzTarget) -> FuzzResponse {
    var response = FuzzResponse(status: 0)
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        response.errors += "error: cannot read \(file)\n"
        response.status = 2
        continue
      }
      let outcome = target.oracle(Array(data))
      response.output += "\(file): \(outcome)\n"
      if outcome.violation != nil, response.status == 0 { response.status = 1 }
    }
    return response
  }

  private static func replay(
    _ token: String, of law: String, through target: FuzzTarget, executable: String
  ) async -> FuzzResponse {
    guard let fuzzLaw = target.laws?.first(where: { $0.name == law }) else {
      let names = target.laws?.map { SwiftLiteral.quoted($0.name) }.joined(separator: ", ")
      return FuzzResponse(
        status: 2,
        errors: "error: \(target.name) has no law named \(SwiftLiteral.quoted(law))"
          + (names.map { "; its laws are \($0)" } ?? "") + "\n")
    }
    let probe = fuzzLaw.probe
    let result = await PropertyCheck(
      probe.inputs, id: "\(target.name)/\(law)",
      configuration: Configuration(replay: token, saveRegressions: false)
    ).run { value in
      if let violation = await probe.check(value) { throw violation }
    }
    guard let report = FailureReport.render(result) else {
      return FuzzResponse(status: 0, output: "\(target.name)/\(law) \(token): passed\n")
    }
    let failed = result.counterexample != nil
    return FuzzResponse(
      status: failed ? 1 : 2, output: FuzzLaw.fuzzReport(report, target: target.name) + "\n")
  }

  private static func investigate(
    _ bytes: [UInt8], through target: FuzzTarget, save: String?, executable: String
  ) async -> FuzzResponse {
    render(await target.investigate(bytes), of: target, save: save, executable: executable)
  }

  /// What an investigation prints: each finding's report, where it was
  /// saved, its replay line and its `FINDING:` line.
  static func render(
    _ investigation: FuzzInvestigation, of target: FuzzTarget, save: String?, executable: String
  ) -> FuzzResponse {
    switch investigation {
    case .holds(let law):
      return FuzzResponse(
        status: 0, output: "The input passes \(target.name) (law \(law)): nothing to report.\n")
    case .skipped(let reason):
      return FuzzResponse(status: 0, output: "The input draws no value: \(reason)\n")
    case .flaky(let report):
      return FuzzResponse(
        status: 3,
        output: report + "\n" + findingPrefix + "FLAKY: the case failed, then passed once shrunk\n")
    case .found(let findings):
      var response = FuzzResponse(status: 1)
      for finding in findings {
        response.output += finding.report + "\n"
        if let token = finding.token {
          if let save {
            do {
              try RegressionFile(path: save).append(
                token, for: "\(target.name)/\(finding.law)", valueDescription: finding.value)
              response.output +=
                "Saved to \(save): `swift test` replays it first in the LawSuite.check with "
                + "a law named \(finding.law), or the forAll named \(finding.law), whose "
                + "generator draws \(finding.value) from it.\n"
            } catch {
              response.errors += "error: \(error)\n"
              response.status = 2
            }
          }
          response.output +=
            "Replay: swift run \(executable) --replay \(target.name) \(finding.law) \(token)\n"
        }
        response.output += findingPrefix + finding.violation + "\n\n"
      }
      return response
    }
  }
}

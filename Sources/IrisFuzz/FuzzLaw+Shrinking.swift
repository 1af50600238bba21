import Foundation
import IrisCheckCore
import IrisCheckLaws

extension FuzzLaw {
  /// Shrinks a failing case of this law with the engine and reports it.
  ///
  /// The case goes through ``PropertyCheck`` as a saved regression of a
  /// file of its own (a temporary one, removed after), with no example
  /// generated: replayed, shrunk, replayed once more, exactly as
  /// `swift test` treats a saved case.
  /// - Parameters:
  ///   - choices: the law's choices from the fuzzer's input.
  ///   - target: the fuzz target's name, the property id's prefix.
  /// - Returns: the findings, or why there are none.
  package func shrink(_ choices: ChoiceSequence, target: String) async -> FuzzInvestigation {
    let id = "\(target)/\(name)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "irischeck-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: .min ... .max))"
    )
    let file = folder.appendingPathComponent("finding.regressions").path
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try RegressionFile(path: file).append(
        ReplayToken(choices), for: id, valueDescription: "the fuzzer's case")
    } catch {
      return .skipped("could not stage the case: \(error)")
    }
    let probe = probe
    let check = PropertyCheck(
      probe.inputs, id: id,
      configuration: Configuration(
        examples: 0, seed: 0, saveRegressions: false, regressionFile: file)
    )
    let result = await check.run { value in
      if let violation = await probe.check(value) { throw violation }
    }
    let reports = FailureReport.renderEach(result)
    switch result.outcome {
    case .failed:
      return .found(
        zip(result.failures, reports).map { example, report in
          FuzzFinding(
            target: target, law: name, token: example.token,
            value: SwiftLiteral.describe(example.value),
            violation: (example.error as? LawViolation)?.description
              ?? example.failureMessages.joined(separator: "; "),
            report: Self.fuzzReport(report, target: target))
        })
    case .flaky:
      return .flaky(reports.map { Self.fuzzReport($0, target: target) }.joined(separator: "\n\n"))
    case .passed:
      return .holds(law: name)
    case .unhealthy, .coverageShortfall, .invalid:
      return .skipped(reports.joined(separator: "\n"))
    }
  }

  /// The engine's report of a case found by a fuzz target: its provenance
  /// line names the target instead of the staging file; its replay line
  /// and save line are dropped.
  static func fuzzReport(_ report: String, target: String) -> String {
    report.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      if line.hasPrefix("Replay:") || line.hasPrefix("Saved to ") { return nil }
      guard line.hasPrefix("Found by the saved regression at "), let rest = line.firstIndex(of: ";")
      else { return String(line) }
      return "Found by fuzz target \(target)" + line[rest...]
    }.joined(separator: "\n")
  }
}

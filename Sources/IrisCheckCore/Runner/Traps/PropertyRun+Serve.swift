import Foundation

/// Serving: a child process evaluates the cases its parent sends (see
/// ``ChildEvaluator``) until its input ends, then exits.
extension PropertyRun {
  /// Serves cases until standard input ends, then exits with status 0.
  ///
  /// Reads one replay token a line, evaluates each case and writes its
  /// ``ChildVerdict`` line to standard output. A case that traps ends the
  /// process there: the parent reads that as the verdict.
  nonisolated(nonsending) func serve() async -> Never {
    context.isCounting = false
    while let line = readLine(strippingNewline: true) {
      let verdict: ChildVerdict
      do {
        let token = try ReplayToken(parsing: line)
        switch await replaying(token.sequence).verdict {
        case .passed: verdict = .passed
        case .failed(let failure): verdict = .failed(origin: failure.origin.description)
        case .discarded: verdict = .discarded
        }
      } catch {
        verdict = .unavailable(error.description)
      }
      FileHandle.standardOutput.write(Data((verdict.line + "\n").utf8))
    }
    exit(0)
  }
}

extension PropertyCheck {
  /// The result of a check that a serving child skips: passed, with no
  /// example run.
  func skippedInChild() -> PropertyResult<Value> {
    PropertyResult(
      propertyID: propertyID, outcome: .passed, seed: configuration.seed ?? 0,
      statistics: Statistics(), warnings: [], notes: [])
  }
}

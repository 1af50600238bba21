import IrisCheckCore

/// A failure a fuzz target found, shrunk: what `swift package fuzz`
/// prints and saves.
package struct FuzzFinding: Sendable, Equatable {
  /// The fuzz target's name.
  package var target: String
  /// The violated law's (or property's) name: the id the case is saved
  /// under.
  package var law: String
  /// The minimal case's choices (the law's own, without the law
  /// selector); `nil` for a byte target, whose finding is its input.
  package var token: ReplayToken?
  /// The minimal value as Swift.
  package var value: String
  /// The violation on the minimal case, on one line: the `FOUND` line.
  package var violation: String
  /// The engine's report (minimal counterexample, failure, original
  /// value, how it shrank), without its replay line: who saves the case
  /// says how to replay it.
  package var report: String
}

/// What one fuzzer input, replayed through a target, amounts to.
package enum FuzzInvestigation: Sendable, Equatable {
  /// The input passes (a timeout or out-of-memory input, or a failure
  /// fixed since); the law it went to.
  case holds(law: String)
  /// No value could be drawn from the input; why.
  case skipped(String)
  /// The input fails: one finding per failure origin, each shrunk on its
  /// own, the first from the input's own failure.
  case found([FuzzFinding])
  /// The input failed but its shrunk case passed on replay; the report.
  case flaky(String)
}

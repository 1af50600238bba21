/// The outcome of checking one property, as a value: what ``PropertyCheck``
/// returns and what `forAll` turns into a test failure.
public struct PropertyResult<Value> {
  /// How the check ended.
  public enum Outcome {
    /// Every example passed (and coverage and health checks held).
    case passed
    /// A failing case was found and shrunk; the minimal case fails on replay.
    case failed(Counterexample<Value>)
    /// A case failed, but its minimal case passed when replayed.
    case flaky(Counterexample<Value>)
    /// No failure, but the generator could not produce enough valid examples.
    case unhealthy(HealthCheck)
    /// No failure, but some `cover` requirement was under-represented.
    case coverageShortfall([CoverageCheck])
    /// The check could not run: a malformed replay token or environment
    /// variable; the message says which and why.
    case invalid(String)
  }

  /// The property's id (its regression file key).
  package var propertyID: String
  /// How the check ended.
  public var outcome: Outcome
  /// The seed of the random examples.
  public var seed: UInt64
  /// Examples, discards, labels and coverage.
  public var statistics: Statistics
  /// Non-fatal problems, such as skipped regression file lines or a failed
  /// write.
  public var warnings: [String]
  /// Notes about how the run went, such as "stopped at the time limit" or
  /// "replay passed".
  public var notes: [String]
  /// Failures of other origins met while shrinking the first, each shrunk
  /// on its own (see ``FailureOrigin``); empty unless the property has
  /// more than one bug.
  package var otherFailures: [Counterexample<Value>] = []
  /// Failures whose minimal case passed when replayed, besides the one a
  /// ``Outcome/flaky(_:)`` outcome holds.
  ///
  /// Each is reported as FLAKY, with its replay line, next to the failures
  /// that reproduce. Empty unless the property depends on something besides
  /// its input.
  package var flakyFailures: [Counterexample<Value>] = []

  /// Every counterexample, one per failure origin: ``counterexample``
  /// first, then `otherFailures`.
  public var failures: [Counterexample<Value>] {
    guard let first = counterexample else { return [] }
    return [first] + otherFailures
  }

  /// Whether the outcome should fail a test: anything but ``Outcome/passed``.
  public var isFailure: Bool {
    if case .passed = outcome { return false }
    return true
  }

  /// The counterexample of a failed or flaky check.
  public var counterexample: Counterexample<Value>? {
    switch outcome {
    case .failed(let example), .flaky(let example): return example
    default: return nil
    }
  }
}

/// A failing case: the minimal value, where it came from and how it shrank.
public struct Counterexample<Value> {
  /// Where the failing case was first found.
  package enum Origin: Sendable, Equatable {
    /// The random example with this 0-based index (0 is the all-simplest
    /// example, 1 the all-extreme one).
    case generated(example: Int)
    /// A saved regression, at this file and line.
    case regression(path: String, line: Int)
    /// A replay token given in the configuration.
    case replay
  }

  /// The minimal failing value.
  public var value: Value
  /// The value as it first failed, before shrinking.
  package var originalValue: Value
  /// The minimal value's choices.
  package var sequence: ChoiceSequence
  /// The token that replays `sequence`.
  public var token: ReplayToken { ReplayToken(sequence) }
  /// Why the minimal case failed: thrown errors or recorded issues.
  package var failureMessages: [String]
  /// Where the failure comes from; every shrink step kept to it.
  package var failureOrigin: FailureOrigin
  /// What the minimal case threw in its final evaluation, if it threw:
  /// the same evaluation as `failureMessages`.
  package var error: (any Error)?
  /// For a flaky case, what happened when the minimal case was replayed.
  package var replayMessages: [String]
  /// Where the case was found.
  package var origin: Origin
  /// Accepted shrink steps.
  package var shrinkSteps: Int
  /// Property evaluations spent shrinking.
  package var shrinkEvaluations: Int
  /// The step or time limit shrinking stopped at, if any.
  package var shrinkLimitReached: ShrinkLimits.Limit?
  /// The time spent shrinking.
  package var shrinkDuration: Duration = .zero
  /// The regression file the case was saved to, if it was written now.
  package var savedTo: String?
}

extension PropertyResult: Sendable where Value: Sendable {}
extension PropertyResult.Outcome: Sendable where Value: Sendable {}
extension Counterexample: Sendable where Value: Sendable {}

/// Shrinking: each failure origin shrunk on its own, its minimum replayed,
/// reproducing minima saved and reported, the others reported as flaky.
extension PropertyRun {
  /// The most failure origins shrunk and reported for one property.
  static var maxOrigins: Int { 8 }

  /// Shrinks a failing evaluation and every failure of another origin met
  /// on the way, and returns the outcome: failed when some minimum fails
  /// again on replay (the others go to `otherFailures`, the flaky ones to
  /// ``flakyFailures``), flaky when none does.
  nonisolated(nonsending) func shrinkAndReport(
    _ failing: Evaluation, origin: Counterexample<Value>.Origin
  ) async -> PropertyResult<Value>.Outcome {
    context.isCounting = false
    guard let failure = failing.verdict.failure, failing.value != nil else {
      return .passed
    }
    // NB: slippage protection. Each shrink keeps to one failure origin;
    // failures of other origins met on the way are queued and shrunk on
    // their own, so each bug is reported with its own minimum.
    var queue: [(FailureOrigin, Evaluation)] = [(failure.origin, failing)]
    var seen: Set<FailureOrigin> = [failure.origin]
    var examples: [Counterexample<Value>] = []
    var flaky: [Counterexample<Value>] = []
    var next = 0
    while next < queue.count {
      let (target, start) = queue[next]
      next += 1
      let (example, discovered) = await shrink(
        start, to: target, origin: origin, failure: next, failures: queue.count)
      for (found, evaluation) in discovered where !seen.contains(found) {
        guard seen.count < Self.maxOrigins else { break }
        seen.insert(found)
        queue.append((found, evaluation))
      }
      guard var example else { continue }
      if !example.replayMessages.isEmpty {
        flaky.append(example)
        continue
      }
      save(&example)
      examples.append(example)
    }
    // NB: a flaky failure is reported even when another origin reproduces:
    // it is a bug of its own (the property depends on more than its input).
    guard let first = examples.first else {
      flakyFailures = Array(flaky.dropFirst())
      return flaky.first.map { .flaky($0) } ?? .passed
    }
    otherFailures = Array(examples.dropFirst())
    flakyFailures = flaky
    return .failed(first)
  }

  /// Shrinks one failure, keeping to `target`, and replays its minimum
  /// once more: the returned counterexample's value, messages and error all
  /// come from that final evaluation.
  private nonisolated(nonsending) func shrink(
    _ failing: Evaluation, to target: FailureOrigin, origin: Counterexample<Value>.Origin,
    failure index: Int, failures: Int
  ) async -> (Counterexample<Value>?, [(FailureOrigin, Evaluation)]) {
    guard let originalValue = failing.value, let failure = failing.verdict.failure else {
      return (nil, [])
    }
    let discoveries = Discoveries<Value>()
    let watched = WatchedShrinker()
    let shrinker = Shrinker(
      initial: ShrinkOutcome(isInteresting: true, sequence: failing.sequence, spans: failing.spans),
      limits: ShrinkLimits(
        maxShrinks: configuration.maxShrinks, timeLimit: configuration.shrinkTimeLimit)
    ) { sequence in
      self.progress.tick(
        .shrinking(
          examples: self.statistics.examples, failures: failures + discoveries.found.count,
          failure: index, steps: watched.shrinker?.steps ?? 0,
          bestSize: watched.shrinker?.current.sequence.count ?? sequence.count))
      let evaluation = await self.replaying(sequence)
      let found = evaluation.verdict.failure?.origin
      if let found, found != target { discoveries.add(found, evaluation) }
      // NB: only zeros the property drew (past the generator's choices) are
      // trimmed, so plain generators shrink exactly as before.
      let drawn = evaluation.sequence.trimmingZeros(
        beyond: max(sequence.count, evaluation.generated))
      return ShrinkOutcome(
        isInteresting: found == target, sequence: drawn,
        spans: evaluation.spans.filter { $0.end <= drawn.count })
    }
    watched.shrinker = shrinker
    let started = ContinuousClock.now
    let minimal = await shrinker.shrink()
    let duration = ContinuousClock.now - started
    let final = await replaying(minimal.sequence)
    var example = Counterexample(
      value: final.value ?? originalValue, originalValue: originalValue,
      sequence: minimal.sequence, failureMessages: failure.messages, failureOrigin: target,
      error: nil, replayMessages: [], origin: origin, shrinkSteps: shrinker.steps,
      shrinkEvaluations: shrinker.evaluations,
      shrinkLimitReached: shrinker.exhaustedLimit, shrinkDuration: duration, savedTo: nil)
    switch final.verdict {
    case .failed(let failure):
      example.failureMessages = failure.messages
      example.failureOrigin = failure.origin
      example.error = failure.error
    case .passed:
      example.replayMessages = ["passed"]
    case .discarded(let stop):
      example.replayMessages = ["produced no value (generation stopped: \(stop))"]
    }
    return (example, discoveries.found)
  }

  private func save(_ example: inout Counterexample<Value>) {
    if let warning = example.save(for: check.propertyID, configuration) { warnings.append(warning) }
  }
}

/// The failures of other origins one shrink met, first evaluation each.
private final class Discoveries<Value> {
  private(set) var found: [(FailureOrigin, PropertyRun<Value>.Evaluation)] = []
  private var origins: Set<FailureOrigin> = []

  func add(_ origin: FailureOrigin, _ evaluation: PropertyRun<Value>.Evaluation) {
    guard origins.insert(origin).inserted else { return }
    found.append((origin, evaluation))
  }
}

/// The shrinker a shrink's evaluate function reports progress about,
/// known only once the shrinker exists.
private final class WatchedShrinker {
  weak var shrinker: Shrinker?
}

/// One execution of a ``PropertyCheck``: the state the phases share.
final class PropertyRun<Value> {
  typealias Property = PropertyCheck<Value>.Property

  /// One evaluated case.
  struct Evaluation {
    var verdict: PropertyVerdict
    var value: Value?
    var sequence: ChoiceSequence
    var spans: [ChoiceSpan]
    /// How many of ``sequence``'s choices the generator drew; the rest were
    /// drawn while the property ran (a ``Schedule``'s decisions, say).
    var generated = 0

    var isFailure: Bool {
      if case .failed = verdict { return true }
      return false
    }
  }

  private let check: PropertyCheck<Value>
  private let property: Property
  private let observer = IssueObservation.current.flatMap { $0.isActive ? $0 : nil }
  private let context = ExampleContext()
  private let seed: UInt64
  private var statistics = Statistics()
  private var warnings: [String] = []
  private var notes: [String] = []
  private var otherFailures: [Counterexample<Value>] = []
  /// A failing case found elsewhere, and its example index: the run shrinks
  /// it instead of generating (see ``PropertyCheck/reproduce(_:foundAt:_:)``).
  private let known: (sequence: ChoiceSequence, index: Int)?

  init(
    check: PropertyCheck<Value>, _ property: @escaping Property,
    reproducing known: (sequence: ChoiceSequence, index: Int)? = nil
  ) {
    self.check = check
    self.property = property
    self.known = known
    seed = check.configuration.seed ?? UInt64.random(in: .min ... .max)
  }

  private var configuration: Configuration { check.configuration }

  nonisolated(nonsending) func execute() async -> PropertyResult<Value> {
    let outcome = await bindingContext(isolation: #isolation)
    return PropertyResult(
      propertyID: check.propertyID, outcome: outcome, seed: seed, statistics: statistics,
      warnings: warnings, notes: notes, otherFailures: otherFailures)
  }

  /// Runs the phases with ``ExampleContext/current`` bound, in the
  /// caller's isolation.
  ///
  /// NB: `withValue`'s operation is a plain `async` closure; formed in a
  /// `nonisolated(nonsending)` function it would run on the global
  /// executor, so a `@MainActor` property would hop to the main actor and
  /// back on every example. Capturing the `isolated` parameter keeps the
  /// closure, and every example, on the caller's executor.
  private func bindingContext(
    isolation: isolated (any Actor)?
  ) async -> PropertyResult<Value>.Outcome {
    await ExampleContext.$current.withValue(context) {
      _ = isolation
      return await phases()
    }
  }

  private nonisolated(nonsending) func phases() async -> PropertyResult<Value>.Outcome {
    if let known { return await reproduce(known.sequence, index: known.index) }
    if let text = configuration.replay { return await replay(text) }
    if let outcome = await replayRegressions() { return outcome }
    return await generate()
  }

  // MARK: - Evaluation

  nonisolated(nonsending) func evaluate(
    _ source: some ChoiceSource, exhaustion: ChoiceRecorder.Exhaustion = .stop
  ) async -> Evaluation {
    let recorder = ChoiceRecorder(
      source: source, exhaustion: exhaustion, maxChoices: configuration.maxChoices)
    let value: Value
    do {
      value = try check.generator.generate(recorder)
    } catch {
      return Evaluation(
        verdict: .discarded(error), value: nil, sequence: recorder.sequence, spans: recorder.spans)
    }
    let generated = recorder.choices.count
    context.recorder = recorder
    defer { context.recorder = nil }
    let verdict: PropertyVerdict
    if let observer {
      verdict = await observer.verdict { try await self.property(value) }
    } else {
      // NB: the common path outside Swift Testing, kept one call shallower.
      do {
        try await property(value)
        verdict = .passed
      } catch {
        verdict = PropertyVerdict(thrown: error)
      }
    }
    return Evaluation(
      verdict: verdict, value: value, sequence: recorder.sequence, spans: recorder.spans,
      generated: generated)
  }

  nonisolated(nonsending) func replaying(_ sequence: ChoiceSequence) async -> Evaluation {
    await evaluate(ReplaySource(sequence), exhaustion: .drawSimplest)
  }

  // MARK: - Replay and saved regressions

  private nonisolated(nonsending) func replay(_ text: String) async -> PropertyResult<Value>.Outcome
  {
    let token: ReplayToken
    do {
      token = try ReplayToken(parsing: text)
    } catch {
      return .invalid(error.description)
    }
    context.isCounting = false
    let evaluation = await replaying(token.sequence)
    switch evaluation.verdict {
    case .failed(let failure):
      guard let value = evaluation.value else { return .passed }
      statistics.examples = 1
      return .failed(
        Counterexample(
          value: value, originalValue: value, sequence: evaluation.sequence,
          failureMessages: failure.messages, failureOrigin: failure.origin, error: failure.error,
          replayMessages: [], origin: .replay, shrinkSteps: 0,
          shrinkEvaluations: 0, shrinkBudgetExhausted: false, savedTo: nil))
    case .passed:
      statistics.examples = 1
      notes.append("replay token \(token) passed: the failure no longer reproduces")
      return .passed
    case .discarded(let stop):
      return .invalid("replay token \(token) produced no value: generation stopped (\(stop))")
    }
  }

  private nonisolated(nonsending) func replayRegressions() async -> PropertyResult<Value>.Outcome? {
    guard let path = configuration.regressionFile else { return nil }
    let (entries, problems) = RegressionFile(path: path).entries(for: check.propertyID)
    warnings += problems.map(\.description)
    context.isCounting = false
    defer { context.isCounting = true }
    for entry in entries {
      let evaluation = await replaying(entry.token.sequence)
      if evaluation.isFailure {
        return await shrinkAndReport(evaluation, origin: .regression(path: path, line: entry.line))
      }
    }
    return nil
  }

  // MARK: - A failure found elsewhere

  /// Shrinks and reports a case that failed as example `index` of a run
  /// shared with other judges, as if this run had generated it.
  private nonisolated(nonsending) func reproduce(
    _ sequence: ChoiceSequence, index: Int
  ) async -> PropertyResult<Value>.Outcome {
    context.isCounting = false
    statistics.examples = index + 1
    let evaluation = await replaying(sequence)
    guard evaluation.isFailure, evaluation.value != nil else {
      guard let value = evaluation.value else { return .passed }
      return .flaky(
        Counterexample(
          value: value, originalValue: value, sequence: sequence, failureMessages: [],
          failureOrigin: .returnedFalse, error: nil,
          replayMessages: ["passed when run again alone"], origin: .generated(example: index),
          shrinkSteps: 0, shrinkEvaluations: 0, shrinkBudgetExhausted: false, savedTo: nil))
    }
    return await shrinkAndReport(evaluation, origin: .generated(example: index))
  }

  // MARK: - Generation

  private nonisolated(nonsending) func generate() async -> PropertyResult<Value>.Outcome {
    let clock = ContinuousClock()
    let deadline = configuration.timeLimit.map { clock.now + $0 }
    let discardLimit = HealthCheck.discardLimit(examples: configuration.examples)
    var index = 0
    var discards = 0
    // NB: screening. After the simplest and the extreme example, every
    // screen of the generator (its hostile values, field by field and case
    // by case) runs before any random example, even past `examples`.
    let screens = check.generator.screens
    let screened = 2 + screens.count
    while statistics.examples < configuration.examples || (index < screened && index >= 2) {
      if let deadline, clock.now >= deadline {
        notes.append("stopped at the time limit after \(statistics.examples) examples")
        break
      }
      let evaluation: Evaluation
      context.exampleIndex = index
      switch index {
      case 0: evaluation = await replaying(ChoiceSequence())
      case 1: evaluation = await evaluate(ExtremeSource())
      case 2..<screened: evaluation = await replaying(ChoiceSequence(screens[index - 2]))
      default:
        evaluation = await evaluate(
          BiasedSource(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15)))
      }
      index += 1
      let labels = context.takeLabels()
      switch evaluation.verdict {
      case .passed:
        statistics.examples += 1
        for label in labels { statistics.labelCounts[label, default: 0] += 1 }
      case .failed:
        statistics.examples += 1
        return await shrinkAndReport(evaluation, origin: .generated(example: index - 1))
      case .discarded(let stop):
        if index == 2, stop == .tooLarge { continue }
        if stop == .tooLarge { statistics.tooLarge += 1 } else { statistics.rejected += 1 }
        discards += 1
        if discards >= discardLimit {
          let health: HealthCheck =
            statistics.tooLarge > statistics.rejected
            ? .tooLarge(discarded: statistics.tooLarge, valid: statistics.examples)
            : .filterTooMuch(rejected: statistics.rejected, valid: statistics.examples)
          guard configuration.healthChecks else {
            notes.append("gave up after \(discards) discarded examples")
            return .passed
          }
          return .unhealthy(health)
        }
      }
    }
    return checkCoverage()
  }

  private func checkCoverage() -> PropertyResult<Value>.Outcome {
    statistics.coverage = context.coverageRequirements.sorted { $0.key < $1.key }.map {
      CoverageCheck(
        label: $0.key, requiredPercent: $0.value, hits: statistics.labelCounts[$0.key] ?? 0,
        examples: statistics.examples)
    }
    let shortfalls = statistics.coverage.filter(\.isShortfall)
    return shortfalls.isEmpty ? .passed : .coverageShortfall(shortfalls)
  }

  // MARK: - Shrinking

  /// The most failure origins shrunk and reported for one property.
  static var maxOrigins: Int { 8 }

  private nonisolated(nonsending) func shrinkAndReport(
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
    var primaryFlaky: Counterexample<Value>?
    var next = 0
    while next < queue.count {
      let (target, start) = queue[next]
      next += 1
      let (example, discovered) = await shrink(start, to: target, origin: origin)
      for (found, evaluation) in discovered where !seen.contains(found) {
        guard seen.count < Self.maxOrigins else { break }
        seen.insert(found)
        queue.append((found, evaluation))
      }
      guard var example else { continue }
      if !example.replayMessages.isEmpty {
        if examples.isEmpty, primaryFlaky == nil { primaryFlaky = example }
        continue
      }
      save(&example)
      examples.append(example)
    }
    if let primaryFlaky, examples.isEmpty { return .flaky(primaryFlaky) }
    guard let first = examples.first else { return .passed }
    otherFailures = Array(examples.dropFirst())
    return .failed(first)
  }

  /// Shrinks one failure, keeping to `target`, and replays its minimum
  /// once more: the returned counterexample's value, messages and error all
  /// come from that final evaluation.
  private nonisolated(nonsending) func shrink(
    _ failing: Evaluation, to target: FailureOrigin, origin: Counterexample<Value>.Origin
  ) async -> (Counterexample<Value>?, [(FailureOrigin, Evaluation)]) {
    guard let originalValue = failing.value, let failure = failing.verdict.failure else {
      return (nil, [])
    }
    let discoveries = Discoveries<Value>()
    let shrinker = Shrinker(
      initial: ShrinkOutcome(isInteresting: true, sequence: failing.sequence, spans: failing.spans),
      limits: ShrinkLimits(
        maxShrinks: configuration.maxShrinks, timeLimit: configuration.shrinkTimeLimit)
    ) { sequence in
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
    let started = ContinuousClock.now
    let minimal = await shrinker.shrink()
    let duration = ContinuousClock.now - started
    let final = await replaying(minimal.sequence)
    var example = Counterexample(
      value: final.value ?? originalValue, originalValue: originalValue,
      sequence: minimal.sequence, failureMessages: failure.messages, failureOrigin: target,
      error: nil, replayMessages: [], origin: origin, shrinkSteps: shrinker.steps,
      shrinkEvaluations: shrinker.evaluations,
      shrinkBudgetExhausted: shrinker.isBudgetExhausted, shrinkDuration: duration, savedTo: nil)
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
    guard configuration.saveRegressions, let path = configuration.regressionFile else { return }
    do {
      let written = try RegressionFile(path: path).append(
        example.token, for: check.propertyID,
        valueDescription: SwiftLiteral.describe(example.value))
      if written { example.savedTo = path }
    } catch {
      warnings.append("could not save the failing case to \(path): \(error)")
    }
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

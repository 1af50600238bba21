/// One execution of a ``PropertyCheck``: the state the phases share.
final class PropertyRun<Value> {
  typealias Property = PropertyCheck<Value>.Property

  /// One evaluated case.
  struct Evaluation {
    var verdict: PropertyVerdict
    var value: Value?
    var sequence: ChoiceSequence
    var spans: [ChoiceSpan]
    /// How many of `sequence`'s choices the generator drew; the rest were
    /// drawn while the property ran (a ``Schedule``'s decisions, say).
    var generated = 0

    var isFailure: Bool {
      if case .failed = verdict { return true }
      return false
    }
  }

  let check: PropertyCheck<Value>
  private let property: Property
  /// The test framework's observer, resolved once per run; `nil` outside a
  /// test or without `IrisCheck` linked.
  private let observer = IssueObservation.effective
  /// The issues the current evaluation recorded, when observed.
  private let sink = IssueSink()
  let context = ExampleContext()
  let progress: RunProgress
  let seed: UInt64
  var statistics = Statistics()
  var warnings: [String] = []
  private var notes: [String] = []
  var otherFailures: [Counterexample<Value>] = []
  var flakyFailures: [Counterexample<Value>] = []
  /// A failing case found elsewhere, and its example index: the run shrinks
  /// it instead of generating (see ``PropertyCheck/reproduce(_:foundAt:failedWith:_:)``).
  private let known: (sequence: ChoiceSequence, index: Int, messages: [String])?
  /// Whether the run serves cases to a parent process instead of checking
  /// (see ``serve()``).
  private let serving: Bool

  init(
    check: PropertyCheck<Value>, _ property: @escaping Property,
    reproducing known: (sequence: ChoiceSequence, index: Int, messages: [String])? = nil,
    serving: Bool = false
  ) {
    self.check = check
    self.property = property
    self.known = known
    self.serving = serving
    seed = check.configuration.seed ?? UInt64.random(in: .min ... .max)
    progress = RunProgress(
      name: check.propertyID, total: check.configuration.examples,
      isEnabled: check.configuration.showProgress)
  }

  var configuration: Configuration { check.configuration }

  nonisolated(nonsending) func execute() async -> PropertyResult<Value> {
    let outcome = await observing(isolation: #isolation)
    return PropertyResult(
      propertyID: check.propertyID, outcome: outcome, seed: seed, statistics: statistics,
      warnings: warnings, notes: notes, otherFailures: otherFailures,
      flakyFailures: flakyFailures)
  }

  /// Runs the phases with ``ExampleContext/current`` bound and the issue
  /// observer in place, once for the whole run, in the caller's isolation.
  ///
  /// NB: `withValue`'s operation is a plain `async` closure; formed in a
  /// `nonisolated(nonsending)` function it would run on the global
  /// executor, so a `@MainActor` property would hop to the main actor and
  /// back. Capturing the `isolated` parameter keeps the closure, and every
  /// example, on the caller's executor; the observer keeps to it too.
  private func observing(
    isolation: isolated (any Actor)?
  ) async -> PropertyResult<Value>.Outcome {
    await ExampleContext.$current.withValue(context) {
      _ = isolation
      guard let observer else { return await phases() }
      var outcome = PropertyResult<Value>.Outcome.passed
      await observer.observing(into: sink, isolation: isolation) { outcome = await phases() }
      return outcome
    }
  }

  private nonisolated(nonsending) func phases() async -> PropertyResult<Value>.Outcome {
    if serving { await serve() }
    if let known {
      return await reproduce(known.sequence, index: known.index, failedWith: known.messages)
    }
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
    context.inFlight = recorder
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
    var thrown: (any Error)?
    do {
      try await property(value)
    } catch {
      thrown = error
    }
    let verdict: PropertyVerdict
    if observer != nil {
      verdict = sink.verdict(thrown: thrown)
    } else if let thrown {
      verdict = PropertyVerdict(thrown: thrown)
    } else {
      verdict = .passed
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
          shrinkEvaluations: 0, shrinkLimitReached: nil, savedTo: nil))
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
    defer {
      context.isCounting = true
      context.regressionLine = nil
    }
    for entry in entries {
      context.regressionLine = entry.line
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
    _ sequence: ChoiceSequence, index: Int, failedWith messages: [String]
  ) async -> PropertyResult<Value>.Outcome {
    context.isCounting = false
    statistics.examples = index + 1
    let evaluation = await replaying(sequence)
    guard evaluation.isFailure, evaluation.value != nil else {
      guard let value = evaluation.value else { return .passed }
      return .flaky(
        Counterexample(
          value: value, originalValue: value, sequence: sequence, failureMessages: messages,
          failureOrigin: .returnedFalse, error: nil,
          replayMessages: ["passed when run again alone"], origin: .generated(example: index),
          shrinkSteps: 0, shrinkEvaluations: 0, shrinkLimitReached: nil, savedTo: nil))
    }
    return await shrinkAndReport(evaluation, origin: .generated(example: index))
  }

  // MARK: - Generation

  /// Example `index`: the simplest, the extreme, a screen, then random ones.
  private nonisolated(nonsending) func example(
    _ index: Int, screens: [[UInt64]]
  ) async -> Evaluation {
    switch index {
    case 0: await replaying(ChoiceSequence())
    case 1: await evaluate(ExtremeSource())
    case 2..<(2 + screens.count): await replaying(ChoiceSequence(screens[index - 2]))
    default: await evaluate(BiasedSource(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15)))
    }
  }

  private nonisolated(nonsending) func generate() async -> PropertyResult<Value>.Outcome {
    let budget = BudgetClock()
    let discardLimit = HealthCheck.discardLimit(examples: configuration.examples)
    var index = 0
    var discards = 0
    // NB: screening. After the simplest and the extreme example, every
    // screen of the generator (its hostile values, field by field and case
    // by case) runs before any random example, on top of `examples`, so
    // screens never take the place of random examples.
    let screens = configuration.screening ? check.generator.screens : []
    let screened = 2 + screens.count
    let total = configuration.examples + screens.count
    while statistics.examples < total || (index < screened && index >= 2) {
      progress.tick(.examples(run: statistics.examples, failures: 0))
      if let limit = configuration.timeLimit, budget.elapsed >= limit {
        notes.append("stopped at the time limit after \(statistics.examples) examples")
        break
      }
      context.exampleIndex = index
      // NB: waits are recorded only against a time limit (binding the
      // ledger is a task-local write per example).
      let evaluation =
        configuration.timeLimit == nil
        ? await example(index, screens: screens)
        : await budget.measuring { [index] in await example(index, screens: screens) }
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
}

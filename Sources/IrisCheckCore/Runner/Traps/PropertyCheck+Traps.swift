import Foundation

/// A check whose property may trap: saved trapping cases replayed first in
/// a child process, the run guarded by ``TrapGuard``, and a trapping case
/// shrunk in child processes (``ChildEvaluator``) and reported like any
/// failure.
extension PropertyCheck {
  /// Runs the check under ``TrapGuard``.
  /// - Parameters:
  ///   - property: the property.
  ///   - launcher: how to start a child that serves this check.
  /// - Returns: the result; a trap is a failed outcome whose origin is
  ///   `trapped: <the runtime's message>`.
  nonisolated(nonsending) func guarded(
    _ property: @escaping Property, launcher: ChildLauncher
  ) async -> PropertyResult<Value> {
    let children = ChildEvaluator(launcher: launcher, propertyID: propertyID)
    defer { children.close() }
    if configuration.replay == nil, let path = configuration.regressionFile {
      for entry in RegressionFile(path: path).entries(for: propertyID).entries where entry.trapped {
        let verdict = children.evaluate(entry.token.sequence)
        if case .trapped = verdict {
          return await trapResult(
            entry.token.sequence, verdict: verdict,
            origin: .regression(path: path, line: entry.line),
            seed: configuration.seed ?? 0, statistics: Statistics(), children: children)
        }
      }
    }
    let run = PropertyRun(check: self, property)
    switch await TrapGuard.guarding(run.context, { await run.execute() }) {
    case .finished(let result):
      return result
    case .trapped(let sequence, let signal):
      let origin: Counterexample<Value>.Origin
      if configuration.replay != nil {
        origin = .replay
      } else if let line = run.context.regressionLine, let path = configuration.regressionFile {
        origin = .regression(path: path, line: line)
      } else {
        origin = .generated(example: run.context.exampleIndex)
      }
      let verdict = children.evaluate(sequence)
      guard case .trapped = verdict else {
        return PropertyResult(
          propertyID: propertyID,
          outcome: .invalid(
            "the property trapped (\(TrapGuard.name(of: signal))) on \(ReplayToken(sequence)), "
              + "but not in a child process: \(verdict.line)"),
          seed: run.seed, statistics: run.statistics, warnings: run.warnings, notes: [])
      }
      var statistics = run.statistics
      if case .generated = origin { statistics.examples += 1 }
      return await trapResult(
        sequence, verdict: verdict, origin: origin, seed: run.seed, statistics: statistics,
        children: children)
    }
  }

  /// Evaluates a case in a child process and, when it traps there, shrinks
  /// it in child processes and returns the failure, saved as a trap (when
  /// the configuration saves); for a driver that saw the case trap
  /// elsewhere, such as a fuzzer's crash.
  ///
  /// The child must reach this check (same id) with ``ChildLauncher/serveVariable``
  /// set, as a test binary filtered to the test does.
  /// - Parameters:
  ///   - sequence: the case's choices.
  ///   - launcher: how to start a child that serves this check.
  /// - Returns: the failed result, or `nil` when the case does not trap in
  ///   a child (the verdict says what happened instead).
  package nonisolated(nonsending) func shrinkingTrap(
    _ sequence: ChoiceSequence, launcher: ChildLauncher
  ) async -> (result: PropertyResult<Value>?, verdict: ChildVerdict) {
    let children = ChildEvaluator(launcher: launcher, propertyID: propertyID)
    defer { children.close() }
    let verdict = children.evaluate(sequence)
    guard case .trapped = verdict else { return (nil, verdict) }
    let result = await trapResult(
      sequence, verdict: verdict, origin: .generated(example: 0), seed: configuration.seed ?? 0,
      statistics: Statistics(), children: children)
    return (result, verdict)
  }

  /// Shrinks a case that trapped in a child (unless it is a replay) and
  /// returns it as a failed result, saved to the regression file as a
  /// trapping case.
  private nonisolated(nonsending) func trapResult(
    _ sequence: ChoiceSequence, verdict: ChildVerdict, origin: Counterexample<Value>.Origin,
    seed: UInt64, statistics: Statistics, children: ChildEvaluator
  ) async -> PropertyResult<Value> {
    let target = verdict
    let initial = shape(sequence)
    let shrinker = Shrinker(
      initial: ShrinkOutcome(isInteresting: true, sequence: initial.sequence, spans: initial.spans),
      limits: ShrinkLimits(
        maxShrinks: origin == .replay ? 0 : configuration.maxShrinks,
        timeLimit: configuration.shrinkTimeLimit)
    ) { candidate in
      let shaped = self.shape(candidate)
      return ShrinkOutcome(
        isInteresting: children.evaluate(candidate) == target, sequence: shaped.sequence,
        spans: shaped.spans)
    }
    let started = ContinuousClock.now
    let minimal = await shrinker.shrink()
    let duration = ContinuousClock.now - started
    guard let value = shape(minimal.sequence).value ?? initial.value else {
      return PropertyResult(
        propertyID: propertyID,
        outcome: .invalid("the trapping case \(ReplayToken(sequence)) produces no value"),
        seed: seed, statistics: statistics, warnings: [], notes: [])
    }
    var example = Counterexample(
      value: value, originalValue: initial.value ?? value, sequence: minimal.sequence,
      failureMessages: [Self.describe(target)], failureOrigin: Self.origin(of: target),
      error: nil, replayMessages: [], origin: origin, shrinkSteps: shrinker.steps,
      shrinkEvaluations: shrinker.evaluations, shrinkLimitReached: shrinker.exhaustedLimit,
      shrinkDuration: duration, savedTo: nil)
    var warnings: [String] = []
    if configuration.saveRegressions, origin != .replay, let path = configuration.regressionFile {
      do {
        let written = try RegressionFile(path: path).append(
          example.token, for: propertyID, valueDescription: SwiftLiteral.describe(value),
          trapped: true)
        if written { example.savedTo = path }
      } catch {
        warnings.append("could not save the failing case to \(path): \(error)")
      }
    }
    return PropertyResult(
      propertyID: propertyID, outcome: .failed(example), seed: seed, statistics: statistics,
      warnings: warnings, notes: ["shrunk in \(children.started) child process(es)"])
  }

  /// A case's value, as generated in this process, and the choices and
  /// spans the shrinker keeps: the generator's, then the rest of the case
  /// without trailing zeros (choices the property drew).
  private func shape(
    _ sequence: ChoiceSequence
  ) -> (value: Value?, sequence: ChoiceSequence, spans: [ChoiceSpan]) {
    let recorder = ChoiceRecorder(
      source: ReplaySource(sequence), exhaustion: .drawSimplest,
      maxChoices: configuration.maxChoices)
    let value = try? generator.generate(recorder)
    let generated = recorder.sequence.values
    let full = generated + sequence.values.dropFirst(generated.count)
    let drawn = ChoiceSequence(full).trimmingZeros(beyond: generated.count)
    return (value, drawn, recorder.spans.filter { $0.end <= drawn.count })
  }

  /// The failure line of a trap: `trapped (SIGILL): <message>`.
  static func describe(_ verdict: ChildVerdict) -> String {
    guard case .trapped(let signal, let message) = verdict else { return verdict.line }
    let name = TrapGuard.name(of: signal)
    return message.isEmpty ? "trapped (\(name))" : "trapped (\(name)): \(message)"
  }

  /// A trap's origin: its signal and message, so that shrinking keeps to
  /// one trap site.
  static func origin(of verdict: ChildVerdict) -> FailureOrigin {
    FailureOrigin(describe(verdict))
  }
}

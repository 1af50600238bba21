import IrisCheckCore
import IrisCheckScheduling

extension CoordinatorLawGroup {
  /// A smaller case than `minimal`, a shrunk scenario that breaks `clause`
  /// of `law` under a schedule other than FIFO, with a schedule found
  /// afresh: its burst whole, or less one step; `nil` when none breaks the
  /// clause within `runs` runs per step, or `limit` of time.
  ///
  /// For each burst (the whole one first), it tries the old decisions less
  /// their first ones, fewest kept first, then searches the decisions
  /// breadth-first, shortest first, each among the options the scheduler
  /// offered there, for a case smaller still (not for the whole burst).
  ///
  /// NB: the shrinker deletes a step and keeps the decisions after it, which
  /// then pick other jobs (a deleted link takes its flow's jobs with it), so
  /// a step only an interleaving needed stays.
  static func rescheduled(
    _ minimal: ChoiceSequence, of law: Law, clause: String, scenarios: Gen<Scenario>,
    runs: Int = 1_024, limit: Duration
  ) async -> ChoiceSequence? {
    let recorder = ChoiceRecorder(source: ReplaySource(minimal), exhaustion: .drawSimplest)
    guard (try? scenarios.generate(recorder)) != nil,
      minimal.values.dropFirst(recorder.choices.count).contains(where: { $0 != 0 })
    else { return nil }
    let burst = Array(minimal.values.prefix(recorder.choices.count))
    let decisions = Array(minimal.values.dropFirst(burst.count))
    let budget = BudgetClock()
    let run = { (candidate: ChoiceSequence) async -> (breaks: Bool, options: [Int])? in
      let replay = ChoiceRecorder(source: ReplaySource(candidate), exhaustion: .drawSimplest)
      guard let scenario = try? scenarios.generate(replay) else { return nil }
      let violation = await budget.measuring { await law.check(scenario, clause: clause) }
      return (violation != nil, scenario.schedule.optionCounts)
    }
    for deleted in [0..<0] + steps(of: recorder.spans, within: burst.count) {
      var shorter = burst
      shorter.removeSubrange(deleted)
      var found: ChoiceSequence?
      for kept in decisions.indices.dropFirst() where budget.elapsed < limit {
        let candidate = ChoiceSequence(shorter + decisions.suffix(kept))
        if await run(candidate)?.breaks == true {
          found = candidate
          break
        }
      }
      var queue: [(decisions: [UInt64], options: [Int]?)] = deleted.isEmpty ? [] : [([], nil)]
      var left = runs
      while !queue.isEmpty, left > 0, budget.elapsed < limit {
        var (decisions, options) = queue.removeFirst()
        let candidate = ChoiceSequence(shorter + decisions)
        guard candidate < (found ?? minimal) else { continue }
        if options == nil {
          // NB: a node ending in `0` runs as its parent did: only the others run.
          left -= 1
          guard let outcome = await run(candidate) else { continue }
          if outcome.breaks { return candidate }
          options = outcome.options
        }
        guard let options, decisions.count < options.count else { continue }
        queue.append((decisions + [0], options))
        for value in 1..<options[decisions.count] {
          queue.append((decisions + [UInt64(value)], nil))
        }
      }
      if let found { return found }
    }
    return nil
  }

  /// The choices of each step of a burst drawn in `count` choices, with
  /// the array's "more" flag before it (deleted without it, the flag would
  /// read the next step), earliest first and, at the same start, longest.
  private static func steps(of spans: [ChoiceSpan], within count: Int) -> [Range<Int>] {
    spans.filter { step in
      step.label == BurstParts<Coordinator.Intent>.stepLabel && step.end <= count
        && spans.contains { $0.start == step.start - 1 && $0.end == step.end }
    }
    .map { ($0.start - 1)..<$0.end }
    .sorted { ($0.lowerBound, $1.upperBound) < ($1.lowerBound, $0.upperBound) }
  }
}

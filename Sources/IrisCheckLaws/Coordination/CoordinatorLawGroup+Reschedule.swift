import IrisCheckCore
import IrisCheckScheduling

extension CoordinatorLawGroup {
  /// A shorter case than `minimal`, a shrunk scenario that breaks `clause`
  /// of `law` under a schedule other than FIFO: its burst less one step,
  /// under a schedule searched afresh; `nil` when no such case breaks the
  /// clause within `runs` runs per step, or `limit` of time.
  ///
  /// NB: the shrinker deletes a step and keeps the decisions after it, which
  /// then pick other jobs (a deleted link takes its flow's jobs with it), so
  /// a step only an interleaving needed stays. The search is breadth-first
  /// over the decisions, shortest first, each decision among the options
  /// the scheduler offered there.
  static func rescheduled(
    _ minimal: ChoiceSequence, of law: Law, clause: String, scenarios: Gen<Scenario>,
    runs: Int = 1_024, limit: Duration
  ) async -> ChoiceSequence? {
    let recorder = ChoiceRecorder(source: ReplaySource(minimal), exhaustion: .drawSimplest)
    guard (try? scenarios.generate(recorder)) != nil,
      minimal.values.dropFirst(recorder.choices.count).contains(where: { $0 != 0 })
    else { return nil }
    let burst = Array(minimal.values.prefix(recorder.choices.count))
    // NB: a step of the burst's array with its "more" flag, the choice
    // before it: deleted without it, the flag would read the next step.
    let spans = recorder.spans
    let steps = spans.filter { step in
      step.label == BurstParts<Coordinator.Intent>.stepLabel && step.end <= burst.count
        && spans.contains { $0.start == step.start - 1 && $0.end == step.end }
    }.map { ChoiceSpan(start: $0.start - 1, end: $0.end, label: $0.label, depth: $0.depth) }
    let budget = BudgetClock()
    for step in steps.sorted(by: { ($0.start, $1.end) < ($1.start, $0.end) }) {
      var shorter = burst
      shorter.removeSubrange(step.start..<step.end)
      var queue: [(decisions: [UInt64], options: [Int]?)] = [([], nil)]
      var left = runs
      while !queue.isEmpty, left > 0, budget.elapsed < limit {
        var (decisions, options) = queue.removeFirst()
        let candidate = ChoiceSequence(shorter + decisions)
        guard candidate < minimal else { continue }
        if options == nil {
          // NB: a node ending in `0` runs as its parent did: only the others run.
          left -= 1
          let replay = ChoiceRecorder(source: ReplaySource(candidate), exhaustion: .drawSimplest)
          guard let scenario = try? scenarios.generate(replay) else { continue }
          if await budget.measuring({ await law.check(scenario, clause: clause) }) != nil {
            return candidate
          }
          options = scenario.schedule.optionCounts
        }
        guard let options, decisions.count < options.count else { continue }
        queue.append((decisions + [0], options))
        for value in 1..<options[decisions.count] {
          queue.append((decisions + [UInt64(value)], nil))
        }
      }
    }
    return nil
  }
}

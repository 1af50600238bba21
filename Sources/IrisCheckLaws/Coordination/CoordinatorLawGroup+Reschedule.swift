import IrisCheckCore
import IrisCheckScheduling

extension CoordinatorLawGroup {
  /// A case smaller than `minimal` (a shrunk scenario breaking `clause` of `law` under a non-FIFO
  /// schedule): its burst whole, less one step, or with a step replaced by a continuation inside
  /// it, with a new schedule; `nil` if none is found within `runs` runs per edit or `limit`.
  ///
  /// For each burst (whole first) it tries the old decisions less their first ones, then a
  /// breadth-first search of the options the scheduler offered (not for the whole burst).
  ///
  /// NB: the shrinker deletes a step but keeps the decisions after it, which then pick other jobs,
  /// so a step only an interleaving needed stays.
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
    for (range, inner) in [(0..<0, 0..<0)] + edits(of: recorder.spans, within: burst.count) {
      var shorter = burst
      shorter.replaceSubrange(range, with: burst[inner])
      var found: ChoiceSequence?
      for kept in decisions.indices.dropFirst() where budget.elapsed < limit {
        let candidate = ChoiceSequence(shorter + decisions.suffix(kept))
        if await run(candidate)?.breaks == true {
          found = candidate
          break
        }
      }
      var queue: [(decisions: [UInt64], options: [Int]?)] = range.isEmpty ? [] : [([], nil)]
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

  /// The smaller bursts to try, as a range of the burst's choices and the range to put in its
  /// place: each step deleted with the array's "more" flag before it (else the flag would read the
  /// next step), then each step replaced by a continuation inside it, outermost first; earliest
  /// first and, at one start, longest first.
  private static func edits(
    of spans: [ChoiceSpan], within count: Int
  ) -> [(Range<Int>, Range<Int>)] {
    let steps = spans.filter {
      $0.label == BurstParts<Coordinator.Intent>.stepLabel && $0.end <= count
    }
    .sorted { ($0.start, $1.end) < ($1.start, $0.end) }
    let deletions = steps.filter { step in
      spans.contains { $0.start == step.start - 1 && $0.end == step.end }
    }
    .map { (($0.start - 1)..<$0.end, 0..<0) }
    let replacements = steps.flatMap { step in
      steps.filter { $0.start > step.start && $0.end <= step.end }.map { (step.range, $0.range) }
    }
    return deletions + replacements
  }
}

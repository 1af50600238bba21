/// Finds the simplest failing choice sequence reachable from a failing one.
///
/// The shrinker works on choice sequences only. It reaches the engine through
/// one function, "evaluate these choices", which replays them through the
/// generator, runs the property and answers with a ``ShrinkOutcome``. Because
/// every candidate is replayed through the real generator, every shrunk value
/// is one the generator can produce, through `map`, `flatMap` and `filter`
/// alike.
///
/// **Simpler is shortlex.** The shrinker accepts a candidate only when the
/// sequence the engine recorded for it is interesting and strictly smaller
/// than the current best in `ChoiceSequence`'s shortlex order. So every
/// accepted step makes progress and the shrink always terminates. Outcomes are
/// cached by sequence: no sequence is evaluated twice.
///
/// **Budget.** `ShrinkLimits` caps the successful steps (default 500) and
/// the time (default 5 minutes, a safety net), not counting the time evaluations spent
/// queued for the process's deterministic scheduler (``WaitLedger``), so a
/// busy process does not cut a shrink short. When the budget runs out the
/// shrinker stops and returns the best sequence so far;
/// ``isBudgetExhausted`` says so.
///
/// **Passes.** One round runs every pass in a fixed order; rounds repeat
/// while a round makes progress:
/// 1. delete spans (one generated value at a time, largest first),
/// 2. delete short runs of adjacent choices (merges collections, drops
///    rejected filter attempts),
/// 3. replace a recursive or self-labelled span with a nested span of the
///    same label,
/// 4. move such a span onto a later one of its label (deleting it where it
///    was: a later value that refers back to it no longer needs it),
/// 5. move a collection's element of such a kind into the place of an
///    earlier span of its label (deleting the element),
/// 6. zero spans,
/// 7. lower equal choices together (duplicates, such as `x == y`),
/// 8. minimise each choice by binary search, then scan the values below
///    128 for the lowest that still fails (ASCII first for characters),
/// 9. lower pairs of nearby choices by the same amount,
/// 10. sort runs of adjacent sibling spans with the same label,
/// 11. move value from an earlier choice to a later one.
///
/// ## Writing a pass
/// A pass is a method that proposes candidates through ``consider(_:)`` and
/// nothing else. Follow these rules, which Hypothesis's shrinker taught us:
/// - **Read the target afresh.** After every successful ``consider(_:)`` the
///   current sequence and its spans change; re-read ``current`` rather than
///   holding indices or copies across calls, and let loops check their bounds
///   on every iteration, so they stay valid when the target changes.
/// - **Be deterministic.** A pass draws no randomness; the same sequence
///   always yields the same candidates in the same order. A pass that made
///   no progress makes none when run again on the same sequence.
/// - **Do not iterate to a fixed point** inside a pass; the round loop does
///   that. Stop early when ``isBudgetExhausted`` becomes true.
/// - **Propose only simpler sequences**; ``consider(_:)`` rejects the rest
///   without evaluating them, so proposing them only wastes a loop turn.
package final class Shrinker {
  /// Replays a choice sequence and reports whether it is still interesting.
  package typealias Evaluate = nonisolated(nonsending) (ChoiceSequence) async -> ShrinkOutcome

  /// The best (simplest interesting) outcome found so far.
  package private(set) var current: ShrinkOutcome
  /// How many candidates were accepted.
  package private(set) var steps = 0
  /// How many times the engine's evaluate function was called.
  package private(set) var evaluations = 0
  /// Whether the step or time budget ran out before the shrink finished.
  package var isBudgetExhausted: Bool { exhaustedLimit != nil }
  /// The limit the shrink stopped at, if it ran out of budget.
  package private(set) var exhaustedLimit: ShrinkLimits.Limit?

  private let evaluate: Evaluate
  private let limits: ShrinkLimits
  private var cache: [ChoiceSequence: ShrinkOutcome] = [:]
  /// The time spent, less the time evaluations waited for a shared
  /// scheduler (see ``WaitLedger``).
  private var budget = BudgetClock()

  /// Creates a shrinker for an interesting outcome.
  /// - Parameters:
  ///   - initial: a failing case: its sequence and spans; it must be
  ///     interesting.
  ///   - limits: the step and time budget; defaults to `ShrinkLimits.init(maxShrinks:timeLimit:)`.
  ///   - evaluate: replays a sequence through the generator and property.
  package init(
    initial: ShrinkOutcome,
    limits: ShrinkLimits = ShrinkLimits(),
    evaluate: @escaping Evaluate
  ) {
    current = initial
    self.limits = limits
    self.evaluate = evaluate
    cache[initial.sequence] = initial
  }

  /// The current best choices.
  var values: [UInt64] { current.sequence.values }

  /// Shrinks until no pass makes progress or the budget runs out.
  /// - Returns: the simplest interesting outcome found.
  nonisolated(nonsending) package func shrink() async -> ShrinkOutcome {
    budget = BudgetClock()
    if limits.maxShrinks <= 0 { exhaustedLimit = .steps }
    while !isBudgetExhausted {
      let before = current.sequence
      await deleteSpans()
      await deleteChoiceRuns()
      await passToDescendants()
      await moveOntoLaterSpans()
      await moveOntoEarlierSpans()
      await zeroSpans()
      await lowerDuplicates()
      await minimizeChoices()
      await scanSmallChoices()
      await lowerPairsTogether()
      await sortSiblingSpans()
      await redistributePairs()
      if !(current.sequence < before) { break }
    }
    return current
  }

  /// Evaluates a candidate and adopts it when it is interesting and simpler.
  ///
  /// A candidate that is not strictly smaller than ``current`` is rejected
  /// without evaluation; a sequence seen before is answered from the cache.
  /// - Parameter candidate: the proposed choices.
  /// - Returns: whether ``current`` changed.
  nonisolated(nonsending) package func consider(_ candidate: [UInt64]) async -> Bool {
    let sequence = ChoiceSequence(candidate)
    guard !isBudgetExhausted, sequence < current.sequence else { return false }
    if let known = cache[sequence] { return adopt(known) }
    guard budget.elapsed < limits.timeLimit else {
      exhaustedLimit = .time
      return false
    }
    evaluations += 1
    let outcome = await budget.measuring { await evaluate(sequence) }
    cache[sequence] = outcome
    cache[outcome.sequence] = outcome
    return adopt(outcome)
  }

  private func adopt(_ outcome: ShrinkOutcome) -> Bool {
    guard outcome.isInteresting, outcome.sequence < current.sequence else { return false }
    current = outcome
    steps += 1
    if steps >= limits.maxShrinks { exhaustedLimit = .steps }
    return true
  }
}

import Iris
import IrisCheckCore
import IrisCheckScheduling

/// FlowPurity: a flow's steps are a function of the intent alone, not of
/// how often, in what order, or from how many tasks it is asked.
///
/// **Contract.** For every list of intents `[i₀ … iₙ]` and permutation `π`:
/// with `sᵢ = operations(iᵢ)` asked in list order (after one priming pass
/// in list order), asking again in the order
/// `π` gives `sᵢ` for every `i`, asking each `iᵢ` once more in list order
/// gives `sᵢ`, and (`checkConcurrently(_:tasks:)` only) asking every
/// `iᵢ` from many concurrent tasks gives `sᵢ` in each of them. This is what
/// `NavigationFlow`'s "must be pure" means, and it catches hidden state: a
/// counter, a global, the date, a random number, a cache.
///
/// **Generated.** `ShuffledCalls`: lists of the consumer's intents with a
/// second order (`Gen.shuffledCalls(of:count:)`), shrinking toward one
/// intent in list order.
///
/// **Violation.** A flow that numbers untitled compose drafts from a
/// global counter:
///
/// ```
/// ❌ FlowPurity violated (repeated call): operations(MailboxIntent.compose(to: nil,
///    subject: nil)) = [.dismissSheet, .present(MailboxSheet.compose(draft: ComposeDraft(
///    to: nil, subject: Optional("Draft 2"))))] in list order, but [.dismissSheet,
///    .present(MailboxSheet.compose(draft: ComposeDraft(to: nil,
///    subject: Optional("Draft 3"))))] when asked again
/// ```
///
/// **Why the law is synchronous.** ``Law/check(_:)`` is synchronous so one
/// law serves the runner, replay and libFuzzer, which all judge an example
/// without suspending. The sequential passes are deterministic and already
/// expose any hidden state a call changes; the concurrent pass is a separate
/// `async` entry that adds what only concurrency shows (an unsynchronised
/// cache, a value that drifts after many calls). By default its tasks run
/// under a ``/IrisCheckScheduling/DeterministicScheduler`` (FIFO), one job at a time on one
/// thread: a flow that writes a global without synchronisation gives a
/// reported violation that replays, not a data race that crashes the
/// process. The real-thread pass (`onRealThreads: true`) belongs under
/// ThreadSanitizer (`make tsan`).
package struct FlowPurityLaw<Intent, Route, SheetRoute, SideEffect>: Law
where
  Intent: Sendable & Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable & Equatable
{
  /// The flow under test.
  package let flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>

  /// Creates the law for a flow.
  /// - Parameter flow: the flow under test.
  package init(_ flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>) {
    self.flow = flow
  }

  /// `FlowPurity`.
  package var name: String { "FlowPurity" }

  /// Asks for every intent in list order twice, then in the shuffled order
  /// (when it differs), then once more in list order, and compares each
  /// answer with the second pass's.
  ///
  /// NB: the first pass only primes hidden state, so that the verdict never
  /// depends on calls made before this check (earlier examples, other
  /// tests): a flow that remembers anything still changes an answer in a
  /// later pass, and a counterexample replays the same way every time.
  /// - Parameter calls: the intents and the shuffled order.
  /// - Returns: `nil` when every answer matches; otherwise a violation in
  ///   direction `shuffled order` or `repeated call`, naming the first
  ///   intent whose answer changed.
  package func check(_ calls: ShuffledCalls<Intent>) -> LawViolation? {
    for intent in calls.intents { _ = flow.operations(intent) }
    let reference = calls.intents.map(flow.operations)
    if !calls.isListOrder {
      for index in calls.order {
        let steps = flow.operations(calls.intents[index])
        guard steps == reference[index] else {
          return violation(
            "shuffled order", calls.intents[index], reference[index],
            "in list order", steps, "in the shuffled order \(calls.order)")
        }
      }
    }
    for (index, intent) in calls.intents.enumerated() {
      let steps = flow.operations(intent)
      guard steps == reference[index] else {
        return violation(
          "repeated call", intent, reference[index], "in list order", steps, "when asked again")
      }
    }
    return nil
  }

  /// Runs ``check(_:)``, then asks for every intent, in the shuffled order,
  /// from `tasks` concurrent child tasks and compares each answer with the
  /// sequential one.
  ///
  /// Unless `onRealThreads`, the child tasks run under a FIFO
  /// ``/IrisCheckScheduling/DeterministicScheduler`` (so the pass must not be called from inside
  /// another scheduler run): same calls, same order, same verdict on every
  /// run and on replay.
  /// - Parameters:
  ///   - calls: the intents and the shuffled order.
  ///   - tasks: how many concurrent tasks; defaults to 8; at least 1.
  ///   - onRealThreads: run the tasks on the cooperative pool's real threads
  ///     instead; `false` by default. Use it under ThreadSanitizer.
  /// - Returns: `nil` when every answer matches; otherwise the sequential
  ///   violation, or a violation in direction `concurrent calls` naming the
  ///   lowest-numbered task and intent whose answer differed (or saying that
  ///   the scheduled pass did not complete).
  package func checkConcurrently(
    _ calls: ShuffledCalls<Intent>, tasks: Int = 8, onRealThreads: Bool = false
  ) async
    -> LawViolation?
  {
    precondition(tasks >= 1, "FlowPurityLaw.checkConcurrently: tasks must be at least 1")
    if let violation = check(calls) { return violation }
    let reference = calls.intents.map(flow.operations)
    let operations = flow.operations
    let intents = calls.intents
    let order = calls.order
    let ask: @Sendable () async -> [(Int, [(Int, [FlowStep])])] = {
      await withTaskGroup(of: (Int, [(Int, [FlowStep])]).self) { group in
        for task in 0..<tasks {
          group.addTask { (task, order.map { ($0, operations(intents[$0])) }) }
        }
        var answers: [(Int, [(Int, [FlowStep])])] = []
        for await answer in group { answers.append(answer) }
        return answers.sorted { $0.0 < $1.0 }
      }
    }
    let answers: [(Int, [(Int, [FlowStep])])]
    if onRealThreads {
      answers = await ask()
    } else {
      let run = await DeterministicScheduler().runOnDedicatedThread { await ask() }
      guard run.outcome == .completed, let value = run.value else {
        return LawViolation(
          law: name, direction: "concurrent calls",
          message: "the scheduled concurrent pass did not complete: \(run.outcome)")
      }
      answers = value
    }
    for (task, results) in answers {
      for (index, steps) in results where steps != reference[index] {
        return violation(
          "concurrent calls", intents[index], reference[index], "sequentially", steps,
          "in concurrent task \(task + 1) of \(tasks)")
      }
    }
    return nil
  }

  /// One step of the flow.
  package typealias FlowStep = Step<Route, SheetRoute, SideEffect>

  private func violation(
    _ direction: String, _ intent: Intent, _ expected: [FlowStep], _ expectedWhen: String,
    _ actual: [FlowStep], _ actualWhen: String
  ) -> LawViolation {
    LawViolation(
      law: name, direction: direction,
      message:
        "operations(\(SwiftLiteral.describe(intent))) = \(showSteps(expected)) \(expectedWhen), "
        + "but \(showSteps(actual)) \(actualWhen)")
  }
}

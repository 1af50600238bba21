import Iris
import IrisCheckCore

/// The flow laws for one flow as a ``LawSuite``: ``FlowPurityLaw`` (with
/// its concurrent pass), ``NoOpIntentLaw`` and ``ReachabilityLaw``.
///
/// ```swift
/// await FlowLaws(
///   FlowUnderTest(MailboxFlow.self), intents: MailboxGenerators.intent,
///   isNoOp: { if case .unknown = $0 { true } else { false } },
///   routeCases: ["thread", "message", "searchResults", "contact", "settings"],
///   sheetCases: ["compose", "settings"]
/// ).suite.check()
/// ```
public struct FlowLaws<Intent, Route, SheetRoute, SideEffect>: Sendable
where
  Intent: Sendable & Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable & Equatable
{
  /// The suite, in order: ``FlowPurityLaw`` over ``ShuffledCalls`` of up
  /// to six intents (sequential passes only, so its counterexample shrinks
  /// and replays deterministically), `FlowPurity (concurrent)` (the same
  /// law through ``FlowPurityLaw/checkConcurrently(_:tasks:onRealThreads:)``,
  /// under the deterministic scheduler unless `concurrentOnRealThreads`, so
  /// it shrinks and replays too), ``NoOpIntentLaw`` over single
  /// intents, then ``ReachabilityLaw`` over the run.
  ///
  /// Calls are classified by count, no-op inputs as no-op or other,
  /// reachability inputs by case.
  public let suite: LawSuite

  /// Collects the flow laws.
  /// - Parameters:
  ///   - flow: the flow under test.
  ///   - intents: the generator of intents; it should reach every route.
  ///   - isNoOp: recognises the intents that must move nothing.
  ///   - routeCases: every route case name some intent must push.
  ///   - sheetCases: every sheet case name some intent must present.
  ///   - concurrentTasks: tasks in ``FlowPurityLaw``'s concurrent pass;
  ///     defaults to 4; `0` leaves the concurrent entry out.
  ///   - concurrentOnRealThreads: run the concurrent pass on real threads
  ///     (for ThreadSanitizer) instead of the deterministic scheduler;
  ///     `false` by default.
  public init(
    _ flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    intents: Gen<Intent>,
    isNoOp: @escaping @Sendable (Intent) -> Bool,
    routeCases: [String],
    sheetCases: [String],
    concurrentTasks: Int = 4,
    concurrentOnRealThreads: Bool = false
  ) {
    let purity = FlowPurityLaw(flow)
    let calls: @Sendable (ShuffledCalls<Intent>) -> String = { "\($0.intents.count) calls" }
    var entries: [LawSuite.Entry] = [
      .law(purity, over: .shuffledCalls(of: intents), classify: calls)
    ]
    if concurrentTasks > 0 {
      let name = purity.name + " (concurrent)"
      entries.append(
        LawSuite.Entry(name: name) { configuration in
          await LawSuite.run(name, .shuffledCalls(of: intents), configuration, classify: calls) {
            await purity.checkConcurrently(
              $0, tasks: concurrentTasks, onRealThreads: concurrentOnRealThreads)
          }
        })
    }
    suite = LawSuite(
      entries + [
        .law(
          NoOpIntentLaw(flow, isNoOp: isNoOp), over: intents,
          classify: { isNoOp($0) ? "no-op intent" : "other intent" }),
        .reachability(
          ReachabilityLaw(routeCases: routeCases, sheetCases: sheetCases), flow: flow,
          over: intents),
      ])
  }
}

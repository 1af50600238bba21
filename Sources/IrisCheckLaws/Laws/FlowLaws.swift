import Iris
import IrisCheckCore

/// The flow laws for one flow as a ``LawSuite``: `FlowPurity` (with
/// its concurrent pass), `NoOpIntent` and `Reachability`.
///
/// ```swift
/// await FlowLaws(
///   FlowUnderTest(MailboxFlow.self), intents: MailboxGenerators.intent,
///   isNoOp: { if case .unknown = $0 { true } else { false } },
///   routes: [.thread(id: ""), .message(threadID: "", messageID: 0), …],  // one per case
///   sheets: [.compose(draft: ComposeDraft()), .settings(pane: nil)]
/// ).suite.check()
/// ```
/// Routes and sheets are values of the app's own enums, one per case, so
/// a misspelt or renamed case is a compile error; the `String` form
/// (`routeCases:`) remains for keys that are not case names.
public struct FlowLaws<Intent, Route, SheetRoute, SideEffect>: Sendable
where
  Intent: Sendable & Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable & Equatable
{
  /// The suite, in order: `FlowPurity` over `ShuffledCalls` of up
  /// to six intents (sequential passes only, so its counterexample shrinks
  /// and replays deterministically), `FlowPurity (concurrent)` (the same
  /// law through `checkConcurrently(_:tasks:onRealThreads:)`,
  /// under the deterministic scheduler unless `concurrentOnRealThreads`, so
  /// it shrinks and replays too), `NoOpIntent` over single
  /// intents, then `Reachability` over the run.
  ///
  /// Calls are classified by count, no-op inputs as no-op or other,
  /// reachability inputs by case.
  public let suite: LawSuite

  private let flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>
  private let intents: Gen<Intent>

  /// Collects the flow laws, naming the cases to reach by example values,
  /// compile-checked: one value per route case and per sheet case.
  /// - Parameters:
  ///   - flow: the flow under test.
  ///   - intents: the generator of intents; it should reach every route.
  ///   - isNoOp: recognises the intents that must move nothing.
  ///   - routes: one value of each route case some intent must push.
  ///   - sheets: one value of each sheet case some intent must present.
  ///   - concurrentTasks: tasks in `FlowPurity`'s concurrent pass;
  ///     defaults to 4; `0` leaves the concurrent entry out.
  public init(
    _ flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    intents: Gen<Intent>,
    isNoOp: @escaping @Sendable (Intent) -> Bool,
    routes: [Route],
    sheets: [SheetRoute],
    concurrentTasks: Int = 4
  ) {
    self.init(
      flow, intents: intents, isNoOp: isNoOp, routeCases: routes.map { CaseName.of($0) },
      sheetCases: sheets.map { CaseName.of($0) }, concurrentTasks: concurrentTasks)
  }

  /// ``RestorationLaw`` over journeys of these intents, routed by the
  /// flow's steps through `reducer`, as a suite to add to ``suite``:
  /// `laws.suite + laws.restoration(initial: AppState(), reducer: { $0.applying($1) })`.
  /// - Parameters:
  ///   - initial: the launch state, the snapshot type's value.
  ///   - reducer: the state after one step.
  ///   - journeys: how many intents a journey holds; defaults to `0...4`.
  /// - Returns: the suite of one law, `Restoration`.
  public func restoration<State: Codable & Equatable & Sendable>(
    initial: State,
    reducer: @escaping @Sendable (State, Step<Route, SheetRoute, SideEffect>) -> State,
    journeys: ClosedRange<Int> = 0...4
  ) -> LawSuite {
    LawSuite([
      .law(
        RestorationLaw(initial: initial, flow: flow, reducer: reducer),
        over: .array(of: intents, count: journeys),
        classify: { $0.isEmpty ? "empty journey" : "\($0.count) intents" })
    ])
  }

  /// Collects the flow laws.
  /// - Parameters:
  ///   - flow: the flow under test.
  ///   - intents: the generator of intents; it should reach every route.
  ///   - isNoOp: recognises the intents that must move nothing.
  ///   - routeCases: every route case name some intent must push.
  ///   - sheetCases: every sheet case name some intent must present.
  ///   - concurrentTasks: tasks in `FlowPurity`'s concurrent pass;
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
    self.flow = flow
    self.intents = intents
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

import Foundation
import Iris
import Testing

/// Thousands of batons from many tasks, on real threads and the real clock
/// (no deterministic scheduler), judged by invariants over the trace.
///
/// `swift test` sends `IRISCHECK_STRESS_BATONS` batons (default 400) per
/// test; `make tsan` runs this suite alone under ThreadSanitizer with more.
/// Nothing here sleeps: effects suspend with `Task.yield()`, and the tests
/// wait for the trace to report every flow's end.
struct CoordinatorStressTests {
  private static let batons =
    ProcessInfo.processInfo.environment["IRISCHECK_STRESS_BATONS"].flatMap { Int($0) } ?? 400
  private static let senders = 8

  /// The steps of baton `index`: a reset, a push, an effect that suspends, and a deeper push.
  private static func steps(_ index: Int) -> [Step<SampleRoute, SampleSheet, SampleEffect>] {
    [
      .nav(.dismissSheet), .nav(.popToRoot), .nav(.push(.inbox)), .effect(.select(index)),
      .nav(.push(.thread(index))), .effect(.draft("\(index)")),
    ]
  }

  @Test func linkBurstsFromManyTasksKeepEveryLatestWinsInvariant() async {
    let coordinator = await StressCoordinator()
    await send(to: coordinator, through: { $0.linkSwitcher })
    let problems = await coordinator.problems(drains: true)
    #expect(problems == [])
  }

  @Test func tapBurstsFromManyTasksKeepEveryLatestWinsInvariant() async {
    let coordinator = await StressCoordinator()
    await send(to: coordinator, through: { $0.uiSwitcher })
    let problems = await coordinator.problems(drains: false)
    #expect(problems == [])
  }

  /// Routes ``batons`` batons from ``senders`` tasks, and returns when every flow ended.
  ///
  /// Some rounds also mount the screen on top, which claims its handoff.
  private func send(
    to coordinator: StressCoordinator,
    through executor: @escaping @MainActor @Sendable (StressCoordinator) -> LatestWinsExecutor
  ) async {
    let perSender = Self.batons / Self.senders
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<Self.senders {
        group.addTask {
          for round in 0..<perSender {
            let index = sender * perSender + round
            await coordinator.send(
              Baton(intent: .script(Self.steps(index)), flow: NavFlow(source: "\(index)")),
              through: executor)
            if round % 4 == sender % 4 { await coordinator.mountTop() }
          }
        }
      }
    }
    await coordinator.allEnded(count: perSender * Self.senders)
  }
}

/// A coordinator whose effects suspend, then write only while their flow is current.
@MainActor private final class StressCoordinator: PlumbedCoordinatorBase<SampleFlow> {
  /// The batons in the order they were routed.
  private(set) var routed: [Baton<SampleIntent>] = []
  /// How many trace events there were when each baton was routed.
  private var routedAt: [Int] = []
  /// Every event, in order.
  private var events: [CoordinatorEvent<SampleFlow>] = []
  /// The state when each flow started.
  private var stateAtStart: [NavFlow: NavigationState<SampleRoute, SampleSheet>] = [:]
  /// Effects written, in order.
  private(set) var written: [SampleEffect] = []
  private var ended = 0
  private var waiter: (count: Int, CheckedContinuation<Void, Never>)?

  init() {
    super.init(clock: ContinuousClock())
  }

  override func trace(_ event: CoordinatorEvent<SampleFlow>) {
    events.append(event)
    switch event.kind {
    case .flowStarted: stateAtStart[event.flow] = state
    case .flowFinished, .flowCancelled:
      ended += 1
      if let (count, continuation) = waiter, ended >= count {
        waiter = nil
        continuation.resume()
      }
    default: break
    }
  }

  override func apply(_ effect: SampleEffect, _ baton: Baton<SampleIntent>) async {
    await Task.yield()
    guard !Task.isCancelled, !LatestWinsExecutor.isSuperseded else { return }
    written.append(effect)
  }

  /// Routes `baton` as the latest flow of `executor`, noting the order.
  func send(
    _ baton: Baton<SampleIntent>,
    through executor: @MainActor (StressCoordinator) -> LatestWinsExecutor
  ) {
    routed.append(baton)
    routedAt.append(events.count)
    route(baton: baton, through: executor(self))
  }

  /// Mounts the screen on top of the stack: claims its handoff, if any.
  func mountTop() async {
    guard let top = nav.stackTop else { return }
    _ = await stackHandoffs.handoff(for: top)?.claim()
  }

  /// Returns once `count` flows have ended.
  func allEnded(count: Int) async {
    if ended >= count { return }
    await withCheckedContinuation { waiter = (count, $0) }
  }

  /// Every broken invariant, judged from the trace and the state.
  ///
  /// - Non-interleaving: no step of an older flow after a step of a newer
  ///   one. An effect in flight when its flow was superseded returns traced
  ///   as not current: before the newer flow's first step when `drains`,
  ///   possibly after it under fire-and-forget.
  /// - Superseded prefix: each flow's steps are a prefix of its own, and no
  ///   flow applies a step once a later baton was routed.
  /// - Last wins: the last baton applied every step, and the final state is
  ///   its steps applied to the state it began in.
  /// - Quiescence: both executors idle; handoff entries only for routes on screen.
  func problems(drains: Bool) -> [String] {
    var problems: [String] = []
    let order = Dictionary(uniqueKeysWithValues: routed.enumerated().map { ($1.flow, $0) })
    var newest = -1
    var applied: [[Step<SampleRoute, SampleSheet, SampleEffect>]] = Array(
      repeating: [], count: routed.count)
    for (position, event) in events.enumerated() {
      guard let index = order[event.flow] else { continue }
      let step: Step<SampleRoute, SampleSheet, SampleEffect>
      switch event.kind {
      case .navigated(let target): step = .nav(target)
      case .effectApplied(let effect):
        guard event.flowWasCurrent else {
          // A drain waits for the step in flight; fire-and-forget does not.
          if drains, index < newest { problems.append("flow \(index) returned after \(newest)") }
          continue
        }
        step = .effect(effect)
      default: continue
      }
      if index < newest { problems.append("flow \(index) stepped after flow \(newest)") }
      newest = max(newest, index)
      if index + 1 < routedAt.count, position >= routedAt[index + 1] {
        problems.append("flow \(index) stepped after baton \(index + 1) was routed")
      }
      applied[index].append(step)
    }
    for (index, baton) in routed.enumerated() {
      guard case .script(let steps) = baton.intent else { continue }
      if !steps.starts(with: applied[index]) { problems.append("flow \(index) is not a prefix") }
    }
    if let last = routed.last, case .script(let steps) = last.intent {
      if applied[routed.count - 1] != steps { problems.append("the last flow did not finish") }
      if let start = stateAtStart[last.flow], state != Self.applying(steps, to: start) {
        problems.append("final state \(state) is not the last flow's")
      }
    }
    if linkSwitcher.isBusy() || uiSwitcher.isBusy() { problems.append("an executor is busy") }
    let onScreen = Set(state.path)
    let stale = stackHandoffs.entries.keys.filter { !onScreen.contains($0) }
    if !stale.isEmpty { problems.append("entries for routes off screen: \(stale)") }
    return problems
  }

  /// `steps` applied to `state`, as this coordinator applies them.
  private static func applying(
    _ steps: [Step<SampleRoute, SampleSheet, SampleEffect>],
    to state: NavigationState<SampleRoute, SampleSheet>
  ) -> NavigationState<SampleRoute, SampleSheet> {
    var state = state
    for step in steps {
      switch step {
      case .nav(.push(let route)): if state.path.last != route { state.path.append(route) }
      case .nav(.popToRoot): state.path = []
      case .nav(.present(let sheet)): state.sheet = sheet
      case .nav(.dismissSheet): state.sheet = nil
      case .effect: break
      }
    }
    return state
  }
}

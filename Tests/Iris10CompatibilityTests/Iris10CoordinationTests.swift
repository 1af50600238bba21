import Foundation
import Iris
import Testing

@MainActor
struct Iris10CoordinationTests {
  // MARK: - Broadcaster

  @Test func broadcasterSendsParsedLinksAsBatons() async throws {
    let broadcaster = Broadcaster(urlCodec: AppLinks())
    var stream = await broadcaster.makeStream(replayLast: true).makeAsyncIterator()
    let flow = NavFlow(source: "link")
    let baton = await broadcaster.handle(url: try #require(URL(string: "app://inbox")), flow: flow)
    #expect(baton.intent == .inbox)
    #expect(await stream.next() == baton)
  }

  // MARK: - Ticks

  @Test func oneTickIsOneMillisecond() {
    #expect(MainRunLoopTick.duration == .milliseconds(1))
  }

  @Test func waitOneTickReturnsInACancelledTask() async {
    // NB: the task is cancelled before the tick, so nothing waits on real
    // time; IrisTests times the tick on a virtual clock.
    let cancelled = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await Task.waitOneTick()
      return Task.isCancelled
    }.value
    #expect(cancelled)
  }

  // MARK: - Executor and coordinator

  @Test func executorRunsTheOperation() async {
    let executor = LatestWinsExecutor(
      policy: .ui, hooks: LatestWinsExecutor.Hooks(onReplace: nil, onTimeout: nil))
    await withCheckedContinuation { continuation in
      executor.run { continuation.resume() }
    }
    #expect(LatestTaskPolicy.links == .waitForDrain(timeout: .finite(.milliseconds(250))))
    executor.cancelCurrent()
    #expect(!executor.isBusy())
  }

  @Test func coordinatorRoutesALinkBatonThroughTheFlow() async {
    let coordinator = AppCoordinator()
    let flow = NavFlow(source: "link")
    await coordinator.routeToEnd(Baton(intent: .thread(id: "7"), flow: flow))
    #expect(coordinator.nav.stackTop == .thread("7"))
    await coordinator.routeToEnd(Baton(intent: .search(query: "q"), flow: flow))
    #expect(coordinator.query == "q")
    #expect(coordinator.nav.stackDepth == 2)
    #expect(coordinator.finished == ["link", "link"])
  }

  @Test func flowScopeBindsTheCurrentFlow() {
    let flow = NavFlow(source: "link")
    NavFlow.withScope(flow) {
      #expect(NavFlow.current == flow)
    }
  }

  // MARK: - Handoffs and stacks

  @Test func handoffDeliversABufferedBatonToItsClaimer() async {
    let registry = HandoffRegistry<AppRoute, AppIntent>()
    let handoff = registry.register(for: .search)
    let baton = Baton(intent: AppIntent.search(query: nil), flow: NavFlow(source: "link"))
    #expect(await handoff.deliver(baton) == false)
    #expect(await handoff.claim() == baton)
  }

  @Test func routeStackKeepsItsRoutes() {
    var stack = RouteStack<AppRoute>()
    stack.push(.search)
    stack.pushIfNeeded(.search)
    stack.ensureTop(.thread("1"))
    #expect(stack.routes == [.search, .thread("1")])
    let popped = stack.popTo(count: 1)
    #expect(popped)
    #expect(stack.currentRoute == .search)
  }
}

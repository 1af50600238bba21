import Testing

@testable import Iris

struct NavFlowTests {
  // MARK: - current

  @Test func currentOutsideAnyScopeIsAFreshTapEachRead() {
    let first = NavFlow.current
    let second = NavFlow.current
    #expect(first.source == "tap")
    #expect(second.source == "tap")
    #expect(first.id != second.id)
  }

  // MARK: - withScope

  @Test func withScopeBindsCurrentAndReturnsTheBodyValue() {
    let flow = NavFlow(source: "link")
    let seen = NavFlow.withScope(flow) { NavFlow.current }
    #expect(seen == flow)
  }

  @Test func nestedScopesOverrideAndRestore() {
    let outer = NavFlow(source: "outer")
    let inner = NavFlow(source: "inner")
    let seen = NavFlow.withScope(outer) {
      let during = NavFlow.withScope(inner) { NavFlow.current }
      return [during, NavFlow.current]
    }
    #expect(seen == [inner, outer])
  }

  @Test func scopeEndsWhenTheBodyReturns() {
    let flow = NavFlow(source: "transient")
    NavFlow.withScope(flow) {}
    #expect(NavFlow.current != flow)
    #expect(NavFlow.current.source == "tap")
  }

  @Test func asyncScopeSurvivesSuspensionAndReachesChildTasks() async {
    let flow = NavFlow(source: "link-async")
    let seen = await NavFlow.withScope(flow) { () -> [NavFlow] in
      await Task.yield()
      async let child = NavFlow.current
      return [NavFlow.current, await child]
    }
    #expect(seen == [flow, flow])
  }

  // MARK: - tap

  @Test func tapSharesOneFreshTapFlowInsideItsBody() {
    let ids = NavFlow.tap { [NavFlow.current.id, NavFlow.current.id] }
    let other = NavFlow.tap { NavFlow.current }
    #expect(ids[0] == ids[1])
    #expect(other.source == "tap")
    #expect(other.id != ids[0])
  }

  @Test func asyncTapBindsATapFlow() async {
    let flow = await NavFlow.tap { () async -> NavFlow in
      await Task.yield()
      return NavFlow.current
    }
    #expect(flow.source == "tap")
  }
}

import Testing

@testable import Iris

struct CoordinatorEventTests {
  @Test @MainActor func theTagIsTheKindsCase() {
    let flow = NavFlow(source: "link")
    let executor = LatestWinsExecutor(policy: .ui).identity
    let kinds: [(CoordinatorEvent<SampleFlow>.Kind, CoordinatorEventTag)] = [
      (.routed(Baton(intent: .compose("a"), flow: flow), on: executor, origin: nil), .routed),
      (.superseded, .superseded), (.flowStarted, .flowStarted),
      (.navigated(.push(.inbox)), .navigated), (.effectApplied(.select(1)), .effectApplied),
      (.handoffRegistered(.stack(.inbox)), .handoffRegistered),
      (.handoffDelivered(.sheet(.compose)), .handoffDelivered), (.flowFinished, .flowFinished),
      (.flowCancelled, .flowCancelled),
    ]
    for (kind, tag) in kinds {
      #expect(CoordinatorEvent(flow: flow, kind: kind).tag == tag)
    }
    #expect(Set(kinds.map(\.1.rawValue)).count == 9)
  }
}

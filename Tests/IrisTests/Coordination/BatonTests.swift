import Testing

@testable import Iris

struct BatonTests {
  // MARK: - Identity

  @Test func batonsWithEqualPayloadsAreDifferentBatons() {
    let flow = NavFlow(source: "link")
    let first = Baton(intent: "open", flow: flow)
    let second = Baton(intent: "open", flow: flow)
    #expect(first != second)
    #expect(first.id != second.id)
    #expect(Set([first, second]).count == 2)
  }

  @Test func aCopyIsTheSameBaton() {
    let baton = Baton(intent: 1, flow: NavFlow(source: "link"))
    let copy = baton
    #expect(copy == baton)
    #expect(copy.hashValue == baton.hashValue)
  }

  @Test func batonKeepsItsIntentAndFlow() {
    let flow = NavFlow(source: "link")
    let baton = Baton(intent: 42, flow: flow)
    #expect(baton.intent == 42)
    #expect(baton.flow == flow)
    #expect(baton.debugDescription.contains("42"))
  }
}

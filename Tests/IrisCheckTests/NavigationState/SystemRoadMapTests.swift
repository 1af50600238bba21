import IrisCheck
import Testing

private enum Tab: CaseIterable, Hashable, Sendable { case home, cart }
private enum Op: Hashable, Sendable {
  case tapTab(Tab)
  case select(Tab)
  case back, pop, swipe, dismiss
}

struct SystemRoadMapTests {
  private let roads = SystemRoadMap(
    tapTab: (Op.tapTab, Op.select), back: (.back, .pop), swipeToDismiss: (.swipe, .dismiss))

  @Test func aTapsRoadsCarryTheTappedTab() {
    let tap = roads.roads(for: .tapTab(.cart))
    #expect(tap.system == .tapTab(.cart))
    #expect(tap.named == .select(.cart))
  }

  @Test func backAndSwipeTakeTheirPairs() {
    #expect(roads.roads(for: .back) == (system: Op.back, named: Op.pop))
    #expect(roads.roads(for: .swipeToDismiss) == (system: Op.swipe, named: Op.dismiss))
  }

  @Test func aComputedMapAnswersWithItsClosure() {
    let computed = SystemRoadMap<Tab, Op> { action in
      if case .tapTab(let tab) = action { (.tapTab(tab), .select(.home)) } else { (.back, .pop) }
    }
    #expect(
      computed.roads(for: .tapTab(.cart)) == (system: Op.tapTab(.cart), named: Op.select(.home)))
    #expect(computed.roads(for: .swipeToDismiss) == (system: Op.back, named: Op.pop))
  }
}

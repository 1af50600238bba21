import IrisCheck
import Observation
import Testing

// The README's "Navigation as state" example, verbatim: a store declared as
// a SwiftUI app declares it, self-contained, checked by the laws its one
// protocol brings in (ReadmeBlocksTests checks the README shows this code).

// MARK: - README: Navigation as state

enum AtlasTab: CaseIterable, Codable, Hashable, Sendable { case places, saved }
enum AtlasRoute: Codable, Hashable, Sendable {
  case list
  case place(Int)
}
enum AtlasOp: Sendable {
  case select(AtlasTab)
  case push(AtlasRoute)
  case pop
  case open(place: Int)
}

@MainActor @Observable final class Atlas: SessionRestoring {
  struct State: Codable, Equatable {
    var tab = AtlasTab.places
    var paths: [AtlasTab: [AtlasRoute]] = [:]
  }
  private(set) var state = State()
  @ObservationIgnored private var observers: [() -> Void] = []
  let places: Set<Int> = [1, 2]

  var selectedTab: AtlasTab { state.tab }
  var sheet: Never? { nil }
  var snapshot: State { state }
  var sessionFacts: Int { 0 }
  func path(for tab: AtlasTab) -> [AtlasRoute] { state.paths[tab, default: []] }
  func onChange(_ observer: @escaping () -> Void) { observers.append(observer) }
  func restore(_ saved: State) { turn { $0 = saved } }

  func perform(_ op: AtlasOp) {
    switch op {
    case .select(let tab): turn { $0.tab = tab }
    case .push(let route): turn { $0.paths[$0.tab, default: []].append(route) }
    case .pop: turn { _ = $0.paths[$0.tab]?.popLast() }
    case .open(let id) where places.contains(id):
      turn {
        $0 = State(
          tab: .places, paths: [.places: [.list, .place(id)], .saved: $0.paths[.saved] ?? []])
      }
    case .open: break  // a stale link changes nothing
    }
  }

  private func turn(_ write: (inout State) -> Void) {
    var next = state
    write(&next)
    guard next != state else { return }
    state = next
    for observer in observers { observer() }
  }
}

@MainActor @Test func atlasObeysTheNavigationLaws() async {
  let ops = Gen<AtlasOp>.oneOf(
    .just(.pop), Gen<AtlasTab>.cases().map { .select($0) }, .just(.push(.list)),
    Gen<Int>.int(in: 1...3).map { .open(place: $0) })
  await NavigationLaws({ Atlas() }, ops: ops, staleLinks: .just(.open(place: 9)))
    .suite.check()  // TabIsolation, AtomicArrival, StaleLinkFailsSoftly, and the restoration laws
}

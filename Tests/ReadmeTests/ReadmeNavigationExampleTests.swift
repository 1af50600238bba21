import Foundation
import IrisCheck
import Testing

// A store with every navigation protocol, checked by all the navigation
// laws; and the README's coordinator arrival example, verbatim
// (ReadmeBlocksTests checks the README still shows exactly that code). The
// article's own store is in ReadmeMainActorStoreTests.swift.

// MARK: - The consumer's app: a shop with two tabs and a checkout sheet

enum ShopTab: String, CaseIterable, Codable, Hashable, Sendable { case home, cart }
enum ShopRoute: Codable, Hashable, Sendable { case item(Int) }
enum ShopSheet: Codable, Hashable, Sendable { case checkout }
enum ShopScreen: Hashable, Sendable {
  case sheet(ShopSheet)
  case route(ShopRoute)
  case root(ShopTab)
}
struct ShopEntry: Codable, Hashable, Sendable {
  var id: Int
  var route: ShopRoute
}
struct ShopState: Codable, Equatable, Sendable {
  var tab = ShopTab.home
  var paths: [ShopTab: [ShopEntry]] = [:]
  var sheet: ShopSheet?
}
enum ShopOp: Sendable {
  case select(ShopTab)
  case push(ShopRoute)
  case pop
  case present(ShopSheet)
  case dismiss
  case open(item: Int)
  case tapTab(ShopTab)
  case back, swipeToDismiss
  case restore(ShopState)
  case typeQuery(String)
}

/// The shop's navigation rig: one turn per op, a derived screen, a journal,
/// one child of work per entry, a checkout timer gated on checkout showing.
final class Shop {
  private(set) var state = ShopState()
  private(set) var screenJournal: [ShopScreen] = []
  private(set) var work: [Int: Int] = [:]
  private(set) var checkoutTimer = false
  private(set) var query = ""
  private var minted = 0
  private var observers: [() -> Void] = []
  let catalog: Set<Int> = [1, 2]

  var selectedTab: ShopTab { state.tab }
  var sheet: ShopSheet? { state.sheet }
  var snapshot: ShopState { state }
  func path(for tab: ShopTab) -> [ShopRoute] { state.paths[tab, default: []].map(\.route) }
  func entryIDs(for tab: ShopTab) -> [Int] { state.paths[tab, default: []].map(\.id) }

  var currentScreen: ShopScreen {
    if let sheet = state.sheet { return .sheet(sheet) }
    return state.paths[state.tab]?.last.map { .route($0.route) } ?? .root(state.tab)
  }

  func onChange(_ observer: @escaping () -> Void) { observers.append(observer) }

  func restore(_ snapshot: ShopState) { turn { $0 = snapshot } }

  func perform(_ op: ShopOp) {
    switch op {
    case .select(let tab), .tapTab(let tab):
      turn { if $0.tab == tab { $0.paths[tab] = [] } else { $0.tab = tab } }
    case .push(let route): turn { $0.paths[$0.tab, default: []].append(self.mint(route)) }
    case .pop, .back: turn { _ = $0.paths[$0.tab]?.popLast() }
    case .present(let sheet): turn { $0.sheet = sheet }
    case .dismiss, .swipeToDismiss: turn { $0.sheet = nil }
    case .open(let item):
      guard catalog.contains(item) else { return }
      let cart = state.paths[.cart] ?? []
      turn { $0 = ShopState(tab: .home, paths: [.home: [self.mint(.item(item))], .cart: cart]) }
    case .restore(let saved): restore(saved)
    case .typeQuery(let text): query = text
    }
  }

  private func mint(_ route: ShopRoute) -> ShopEntry {
    minted += 1
    return ShopEntry(id: minted, route: route)
  }

  private func turn(_ body: (inout ShopState) -> Void) {
    var next = state
    body(&next)
    guard next != state else { return }
    let before = currentScreen
    state = next
    let live = Set(state.paths.values.joined().map(\.id))
    work = work.filter { live.contains($0.key) }
    for id in live where work[id] == nil { work[id] = id }
    checkoutTimer = currentScreen == .sheet(.checkout)
    if currentScreen != before { screenJournal.append(currentScreen) }
    for observer in observers { observer() }
  }
}

let shopTabs = Gen<ShopTab>.cases()
let shopItems = Gen<Int>.int(in: 1...3)
let shopOps = Gen<ShopOp>.oneOf(
  .just(.pop), shopTabs.map { .select($0) }, shopItems.map { .push(.item($0)) }, .just(.dismiss),
  shopItems.map { .open(item: $0) }, .just(.present(.checkout)), shopTabs.map { .tapTab($0) },
  .just(.back), .just(.swipeToDismiss), Gen<String>.string(length: 0...3).map { .typeQuery($0) },
  .just(.restore(ShopState(tab: .cart, paths: [.cart: [ShopEntry(id: 0, route: .item(1))]]))))

// MARK: - Every navigation protocol

extension Shop: SystemRoads, ScreenJournaling, GatedWork, SessionRestoring {
  static let systemRoads = SystemRoadMap(
    tapTab: (ShopOp.tapTab, ShopOp.select), back: (.back, .pop),
    swipeToDismiss: (.swipeToDismiss, .dismiss))
  static func screen(_ derived: DerivedScreen) -> ShopScreen {
    derived.map(sheet: ShopScreen.sheet, route: ShopScreen.route, root: ShopScreen.root)
  }
  static func gatesWork(on screen: DerivedScreen) -> Bool { screen == .sheet(.checkout) }
  var liveEntryWork: [EntryWorkChild<Int>] { work.map { EntryWorkChild(entry: $0, serial: $1) } }
  var isGatedWorkAlive: Bool { checkoutTimer }
  var sessionFacts: String { query }
}

@Test func shopNavigationObeysTheNavigationLaws() async {
  await NavigationLaws(
    { Shop() }, ops: shopOps, staleLinks: .just(.open(item: 9)),
    isRestoration: { if case .restore = $0 { true } else { false } }
  ).suite.check()  // one issue per broken law
}

@Test func linksAndTapsArriveAtomically() async {
  let arrival = CoordinatorArrivalLaw(harness)  // requiresAtomicity: false only reports
  await LawSuite([
    .coordinatorArrival(arrival, over: .arrivalJourney(intents: linkIntents, taps: true))
  ]).check()
}

struct ReadmeNavigationExampleTests {
  @Test func theArticlesStoreIsInItsOwnBlock() throws {
    let article = try String(
      contentsOf: CompiledSwiftFiles.packageRoot().appendingPathComponent(
        "Sources/IrisCheck/IrisCheck.docc/NavigationState.md"),
      encoding: .utf8)
    let section = try #require(
      article.components(separatedBy: "### A store from start to finish\n").last)
    let atlas = try #require(try ReadmeBlock.blocks(in: section).first)
    #expect(
      atlas.lines.first
        == "enum AtlasTab: CaseIterable, Codable, Hashable, Sendable { case places, saved }")
    #expect(atlas.lines.contains("@MainActor @Observable final class Atlas: SessionRestoring {"))
    #expect(atlas.lines.contains { $0.contains("NavigationLaws({ Atlas() }") })
  }
}

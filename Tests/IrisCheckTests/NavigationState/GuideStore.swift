import IrisCheck
import Observation

// A travel guide's navigation written as a SwiftUI app declares its store:
// `@MainActor @Observable final class`, one turn per op. Its links are
// strings the app parses (`GuideLink(url:)`); its content is the places it
// holds. Each planted bug breaks one promise a destination or restoration
// law checks.

enum GuideTab: String, CaseIterable, Codable, Hashable, Sendable { case places, saved }
enum GuideRoute: Codable, Hashable, Sendable {
  case list
  case place(Int)
}
enum GuideSheet: Codable, Hashable, Sendable { case share }

struct GuideState: Codable, Hashable, Sendable {
  var tab = GuideTab.places
  var paths: [GuideTab: [GuideRoute]] = [:]
  var sheet: GuideSheet?
}

/// A link the guide opens: a place (its list beneath), the saved tab, or
/// the share sheet over whatever shows.
enum GuideLink: Hashable, Sendable {
  case place(Int)
  case saved
  case share

  /// Parses `place/<id>`, `saved` or `share`; `nil` for anything else.
  init?(url: String, rejectingShare: Bool = false) {
    let parts = url.split(separator: "/")
    switch (parts.first, parts.count) {
    case ("saved", 1): self = .saved
    case ("share", 1) where !rejectingShare: self = .share
    case ("place", 2):
      guard let id = Int(parts[1]) else { return nil }
      self = .place(id)
    default: return nil
    }
  }
}

enum GuideOp: Hashable, Sendable {
  case select(GuideTab)
  case push(GuideRoute)
  case pop
  case present(GuideSheet)
  case dismiss
  case open(GuideLink)
  case restore(GuideState)
}

/// One deliberately broken behaviour of the guide.
enum GuideBug: Sendable {
  /// A place link pushes the place without its list beneath.
  case placeWithoutList
  /// The saved link is dropped at resolution: it changes nothing.
  case savedLinkDropped
  /// A link to a place the guide no longer holds pushes the list first.
  case staleLinkPushesList
  /// Restoring keeps the sheet it finds when the snapshot has none.
  case restoreKeepsSheet
  /// Restoring appends the saved paths to the live ones.
  case restoreAppendsPaths
}

@MainActor @Observable
final class GuideStore: SessionRestoring {
  private(set) var state = GuideState()
  let places: Set<Int> = [1, 2]
  @ObservationIgnored private let bug: GuideBug?
  @ObservationIgnored private var observers: [() -> Void] = []

  init(bug: GuideBug? = nil) {
    self.bug = bug
  }

  var selectedTab: GuideTab { state.tab }
  var sheet: GuideSheet? { state.sheet }
  var snapshot: GuideState { state }
  var sessionFacts: Int { 0 }
  func path(for tab: GuideTab) -> [GuideRoute] { state.paths[tab, default: []] }
  func onChange(_ observer: @escaping () -> Void) { observers.append(observer) }

  func restore(_ saved: GuideState) {
    turn { state in
      let live = state
      state = saved
      if bug == .restoreKeepsSheet, saved.sheet == nil { state.sheet = live.sheet }
      if bug == .restoreAppendsPaths {
        for tab in GuideTab.allCases {
          state.paths[tab] = live.paths[tab, default: []] + saved.paths[tab, default: []]
        }
      }
    }
  }

  func perform(_ op: GuideOp) {
    switch op {
    case .select(let tab): turn { $0.tab = tab }
    case .push(let route): turn { $0.paths[$0.tab, default: []].append(route) }
    case .pop: turn { _ = $0.paths[$0.tab]?.popLast() }
    case .present(let sheet): turn { $0.sheet = sheet }
    case .dismiss: turn { $0.sheet = nil }
    case .open(let link): open(link)
    case .restore(let saved): restore(saved)
    }
  }

  private func open(_ link: GuideLink) {
    switch link {
    case .place(let id) where !places.contains(id):
      if bug == .staleLinkPushesList { turn { $0.paths[.places] = [.list] } }
    case .place(let id):
      let path: [GuideRoute] = bug == .placeWithoutList ? [.place(id)] : [.list, .place(id)]
      turn { state in
        state.tab = .places
        state.paths[.places] = path
        state.sheet = nil
      }
    case .saved:
      guard bug != .savedLinkDropped else { return }
      turn { state in
        state.tab = .saved
        state.sheet = nil
      }
    case .share: turn { $0.sheet = .share }
    }
  }

  private func turn(_ body: (inout GuideState) -> Void) {
    var next = state
    body(&next)
    guard next != state else { return }
    state = next
    for observer in observers { observer() }
  }
}

/// The guide's generators and its own word on where a link lands.
enum Guide {
  static let links = Gen<String>.element(of: ["saved", "place/1", "share", "place/9", "bogus"])
  static let ops = Gen<GuideOp>.oneOf(
    .just(.pop), Gen<GuideTab>.cases().map { .select($0) }, .just(.present(.share)),
    .just(.dismiss), .just(.push(.list)),
    Gen<GuideLink>.element(of: [.saved, .place(1), .share, .place(9)]).map { .open($0) },
    .just(.restore(GuideState(tab: .saved, paths: [.places: [.list]]))))

  /// Where a link must land, from the guide's content: a place it holds on
  /// the places tab with its list beneath; the saved tab at its path; the
  /// share sheet over what shows; nothing for a place it does not hold.
  @MainActor static func destination(
    _ store: GuideStore, _ url: String
  ) -> LinkDestinationLaw<GuideStore, String>.Landing? {
    switch GuideLink(url: url) {
    case .place(let id)?:
      store.places.contains(id) ? (tab: .places, path: [.list, .place(id)], sheet: nil) : nil
    case .saved?: (tab: .saved, path: store.path(for: .saved), sheet: nil)
    case .share?: (tab: store.selectedTab, path: store.path(for: store.selectedTab), sheet: .share)
    case nil: nil
    }
  }

  static func destinationLaw(
    _ make: @escaping @MainActor @Sendable () -> GuideStore = { GuideStore() },
    rejectingShare: Bool = false
  ) -> LawSuite {
    LawSuite([
      .law(
        LinkDestinationLaw(
          make: make,
          open: { GuideLink(url: $0, rejectingShare: rejectingShare).map(GuideOp.open) },
          destination: destination),
        over: Gen.zip(.array(of: ops, count: 0...6), links).map { (ops: $0, link: $1) })
    ])
  }

  /// LinkDestination as the NavigationState article writes it.
  static var articlesLaw: LawSuite {
    LawSuite([
      .law(
        LinkDestinationLaw(
          make: { GuideStore() }, open: { GuideLink(url: $0).map(GuideOp.open) },
          destination: { store, url in
            switch GuideLink(url: url) {
            case .place(let id)? where store.places.contains(id):
              (tab: .places, path: [.list, .place(id)], sheet: nil)
            case .saved?: (tab: .saved, path: store.path(for: .saved), sheet: nil)
            case .share?:
              (tab: store.selectedTab, path: store.path(for: store.selectedTab), sheet: .share)
            case .place?, nil: nil
            }
          }),
        over: Gen.zip(.array(of: ops, count: 0...6), links).map { (ops: $0, link: $1) })
    ])
  }
}

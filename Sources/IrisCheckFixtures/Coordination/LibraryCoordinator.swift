import Iris
import IrisCheckCore
import IrisCheckLaws

/// What a ``LibraryCoordinator`` link or tap asks for.
public enum LibraryIntent: Hashable, Sendable {
  /// Back to the shelf.
  case library
  /// Load the book, then open its reader: the push comes after the load.
  case book(String)
  /// Open the reader at once.
  case open(String)
  /// Show the reader again, with no payload: a plain push from an effect.
  case reread(String)
}

/// The library's screens.
public enum LibraryRoute: Hashable, Sendable {
  /// A book's reader.
  case reader(String)
}

/// The library's effect.
public enum LibraryEffect: Hashable, Sendable {
  /// Fetch the book, then push its reader.
  case load(String)
  /// Push the reader with no handoff.
  case show(String)
}

/// The library's flow.
public enum LibraryFlow: NavigationFlow {
  /// The steps of an intent.
  /// - Parameter intent: the intent.
  /// - Returns: its steps.
  public static func operations(
    intent: LibraryIntent
  ) -> [Step<LibraryRoute, Never, LibraryEffect>] {
    switch intent {
    case .library: [.nav(.popToRoot)]
    case .book(let id): [.nav(.popToRoot), .effect(.load(id))]
    case .open(let id): [.nav(.push(.reader(id)))]
    case .reread(let id): [.effect(.show(id))]
    }
  }

  /// Intents over two ids, simplest first.
  public static let intents: Gen<LibraryIntent> = .element(of: [
    .library, .book("a"), .open("a"), .reread("a"), .book("b"), .open("b"),
  ])
}

/// The library's state: the path, and the books whose reader appeared.
public struct LibraryState: Equatable, Sendable {
  /// The screens above the shelf.
  public var path: [LibraryRoute] = []
  /// The books marked read when their reader appeared.
  public var read: Set<String> = []

  /// The state an intent's steps give: the model for `LastWins`.
  /// - Parameter intent: the intent.
  /// - Returns: the new state.
  public func routing(_ intent: LibraryIntent) -> LibraryState {
    var next = self
    switch intent {
    case .library: next.path = []
    case .book(let id): next.path = [.reader(id)]
    case .open(let id), .reread(let id):
      if next.path.last != .reader(id) { next.path.append(.reader(id)) }
    }
    return next
  }
}

/// A reading app written the usual way, not for the harness.
///
/// It loads a book, then pushes its reader with the public
/// ``GenericRouteNavigator/pushRoute(_:registry:baton:)`` from the effect;
/// a reader marks its book read when it appears; a link to the reader
/// already on top is ignored unless an earlier link is still on its way,
/// and an `open` link is routed one hop later,
/// from a main-actor task; a reread shows the reader again with a plain push
/// and no payload; taps run on the uiSwitcher. Its harness is built by
/// hand, so idleness is the default's.
@MainActor
public final class LibraryCoordinator: PlumbedCoordinatorBase<LibraryFlow> {
  /// The books marked read.
  public var read: Set<String> = []
  private let clock: any Clock<Duration>
  /// The `open` links routed one hop later that have not been routed yet.
  private var hopsUnderWay = 0

  /// Creates the coordinator on a clock.
  /// - Parameter clock: the clock loads and executors sleep on.
  public override init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init(clock: clock)
  }

  /// Loads the book, then pushes its reader if the flow is still current.
  /// - Parameters:
  ///   - effect: the effect.
  ///   - baton: its flow's baton.
  public override func apply(_ effect: LibraryEffect, _ baton: Baton<LibraryIntent>) async {
    switch effect {
    case .load(let id):
      try? await clock.sleep(for: .milliseconds(120))
      guard !LatestWinsExecutor.isSuperseded else { return }
      await routeNav.pushRoute(.reader(id), registry: stackHandoffs, baton: baton)
    case .show(let id):
      routeNav.pushIfNeeded(.reader(id))
    }
  }

  /// Opens a link as the app does.
  /// - Parameter intent: the link's intent.
  public func open(link intent: LibraryIntent) {
    let baton = Baton(intent: intent, flow: NavFlow(source: "link"))
    switch intent {
    case .open(let id)
    where routeNav.routeStack.currentRoute == .reader(id) && hopsUnderWay == 0
      && !linkSwitcher.isBusy():
      // NB: already there, and no earlier link on its way elsewhere.
      return
    case .open:
      hopsUnderWay += 1
      Task { @MainActor in
        self.hopsUnderWay -= 1
        self.route(baton: baton)
      }
    case .library, .book, .reread:
      route(baton: baton)
    }
  }

  /// The state the laws judge.
  public var library: LibraryState {
    LibraryState(path: routeNav.routeStack.routes, read: read)
  }
}

extension CoordinatorHarness
where Coordinator == LibraryCoordinator, Snapshot == LibraryState {
  /// The library plugged into the coordinator laws by hand, not with
  /// `plumbed`: a mount claims and marks the book read.
  public static var library: Self {
    var harness = Self(
      make: { LibraryCoordinator(clock: $0) },
      observe: { coordinator, handler in coordinator.onEvent = handler },
      snapshot: { $0.library },
      onScreen: { $0.routeNav.routeStack.routes.map { .stack($0) } })
    harness.link = { $0.open(link: $1) }
    harness.tap = { coordinator, intent in
      coordinator.route(
        baton: Baton(intent: intent, flow: NavFlow(source: "tap")), through: coordinator.uiSwitcher)
    }
    harness.restore = { coordinator, state in
      coordinator.cancelAllFlows()
      coordinator.routeNav.reset(to: state.path)
      coordinator.read = state.read
    }
    harness.route = { $0.routing($1) }
    harness.mount = { coordinator, site in
      guard case .stack(let route) = site else { return nil }
      let registry = coordinator.stackHandoffs
      let baton = await (registry.handoff(for: route) ?? registry.register(for: route)).claim()
      if baton != nil, case .reader(let id) = route { coordinator.read.insert(id) }
      return baton
    }
    harness.sitesWithEntries = { $0.stackHandoffs.registeredRoutes.map { .stack($0) } }
    harness.pop = { $0.routeNav.reset(to: Array($0.routeNav.routeStack.routes.dropLast())) }
    return harness
  }
}

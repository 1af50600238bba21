import Iris
import IrisCheckCore

/// What a ``BurstCoordinator`` link asks for.
public enum BurstIntent: Hashable, Sendable {
  /// Back to the root.
  case home
  /// Pop to the root, push the page, note its name: three steps.
  case page(String)
  /// Push the page on top of whatever is shown: one step.
  case deeper(String)
  /// Push the page, then back to the root: two steps.
  case peek(String)
}

/// The ``BurstCoordinator``'s effect.
public enum BurstEffect: Hashable, Sendable {
  /// Records the page's name as the note (its `apply` awaits first).
  case note(String)
}

/// The flow of the fixture coordinator: pages are routes named by strings.
public enum BurstFlow: NavigationFlow {
  /// The intent.
  public typealias Intent = BurstIntent
  /// Pages.
  public typealias Route = String
  /// No sheets.
  public typealias SheetRoute = Never
  /// Notes.
  public typealias SideEffect = BurstEffect

  /// The steps of an intent.
  /// - Parameter intent: the intent.
  /// - Returns: its steps.
  public static func operations(intent: BurstIntent) -> [Step<String, Never, BurstEffect>] {
    switch intent {
    case .home: [.nav(.popToRoot)]
    case .page(let name): [.nav(.popToRoot), .nav(.push(name)), .effect(.note(name))]
    case .deeper(let name): [.nav(.push(name))]
    case .peek(let name): [.nav(.push(name)), .nav(.popToRoot)]
    }
  }

  /// Intents over one page name, so that bursts keep meeting the same
  /// route: `.home`, `.page("a")`, `.deeper("a")`, `.peek("a")`, simplest
  /// first.
  public static let intents: Gen<BurstIntent> = .element(of: [
    .home, .page("a"), .deeper("a"), .peek("a"),
  ])
}

/// The fixture coordinator's observable state.
public struct BurstState: Equatable, Sendable {
  /// The pages above the root.
  public var path: [String] = []
  /// The last note written.
  public var note: String?

  /// The state the intent's steps give, from this one: the model for
  /// `LastWins`.
  /// - Parameter intent: the intent.
  /// - Returns: the new state.
  public func routing(_ intent: BurstIntent) -> BurstState {
    var next = self
    for step in BurstFlow.operations(intent: intent) {
      switch step {
      case .nav(.popToRoot): next.path = []
      case .nav(.push(let page)): if next.path.last != page { next.path.append(page) }
      case .effect(.note(let name)): next.note = name
      case .nav: break
      }
    }
    return next
  }
}

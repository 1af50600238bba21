import Iris
import IrisCheck
import Testing

// A notes app written the way many apps treat a link that comes while the
// user writes: the draft is never thrown away, so the link waits until the
// compose sheet closes. A newer link replaces it, a tap or a restore drops
// it. Correct once its harness says which links it holds (rule HeldLink);
// without that, LastWins reads the held link as one the app ignored.

enum JotIntent: Hashable, Sendable {
  case notes
  case note(id: String)
  case newNote
}

enum JotScreen: Hashable, Sendable {
  case note(String)
}

enum JotSheet: Hashable, Sendable {
  case compose
}

enum JotFlow: NavigationFlow {
  static func operations(intent: JotIntent) -> [Step<JotScreen, JotSheet, Never>] {
    switch intent {
    case .notes: [.nav(.dismissSheet), .nav(.popToRoot)]
    case .note(let id): [.nav(.dismissSheet), .nav(.popToRoot), .nav(.push(.note(id)))]
    case .newNote: [.nav(.present(.compose))]
    }
  }

  static let intents = Gen<JotIntent>.oneOf(
    .just(.notes), Gen.element(of: ["a", "b"]).map { .note(id: $0) }, .just(.newNote))
}

typealias JotState = NavigationState<JotScreen, JotSheet>

/// Holds a link that comes while the compose sheet shows, as the link's
/// baton, and routes it when the user closes the sheet.
@MainActor final class JotCoordinator: PlumbedCoordinatorBase<JotFlow> {
  /// Planted: a link routed at once leaves the held one, which then
  /// overtakes it when the sheet closes.
  private let newerLinkKeepsTheHeldOne: Bool
  private var held: Baton<JotIntent>?

  init(newerLinkKeepsTheHeldOne: Bool = false, clock: any Clock<Duration>) {
    self.newerLinkKeepsTheHeldOne = newerLinkKeepsTheHeldOne
    super.init(clock: clock)
  }

  func open(_ link: JotIntent) {
    let baton = Baton(intent: link, flow: NavFlow(source: "link"))
    if state.sheet == .compose {
      held = baton
      return
    }
    if !newerLinkKeepsTheHeldOne { held = nil }
    route(baton: baton)
  }

  func tap(_ intent: JotIntent) {
    held = nil
    route(baton: Baton(intent: intent, flow: NavFlow(source: "tap")))
  }

  /// The compose sheet's `onDismiss`.
  func composeClosed() {
    nav.dismissSheet()
    if let baton = held {
      held = nil
      route(baton: baton)
    }
  }

  func restore(_ saved: JotState) {
    held = nil
    cancelAllFlows()
    nav.restore(saved)
  }
}

func jotHarness(
  newerLinkKeepsTheHeldOne: Bool = false, statesItsHolds: Bool = true
) -> CoordinatorHarness<JotCoordinator, JotState> {
  var harness = CoordinatorHarness<JotCoordinator, JotState>.plumbed(
    { JotCoordinator(newerLinkKeepsTheHeldOne: newerLinkKeepsTheHeldOne, clock: $0) },
    snapshot: { $0.state }, link: { $0.open($1) }, tap: { $0.tap($1) },
    restore: { $0.restore($1) },
    route: { state, intent in
      switch intent {
      case .notes: JotState()
      case .note(let id): JotState(path: [.note(id)])
      case .newNote: JotState(path: state.path, sheet: .compose)
      }
    })
  harness.dismiss = { $0.composeClosed() }
  if statesItsHolds { harness.holdsLink = { state, _ in state.sheet == .compose } }
  return harness
}

@Suite(.serialized) struct HeldLinksTests {
  /// Every law on the notes app with default settings: run once, read by
  /// the fixture of rule HeldLink (`CoordinatorRuleTests`), which expects it
  /// to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(jotHarness(), intents: JotFlow.intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }

  @Test func aHeldLinkTheHarnessDoesNotStateFailsAsIgnored() async throws {
    let laws = CoordinatorLaws(jotHarness(statesItsHolds: false), intents: JotFlow.intents)
    let result = try #require(await laws.check("LastWins", CoordinatorLawsTests.settings))
    #expect(result.counterexample == "link .newNote · yield · link .notes (schedule [])")
    #expect(
      result.violation?.message.hasPrefix(
        "IgnoredLinkHolds: the link .notes routed no flow, yet right after it the state was "
          + "NavigationState<JotScreen, JotSheet>(path: [], sheet: .compose)") == true,
      "\(result)")
  }

  @Test func aHeldLinkThatOvertakesANewerOneIsCaught() async throws {
    let laws = CoordinatorLaws(
      jotHarness(newerLinkKeepsTheHeldOne: true), intents: JotFlow.intents)
    let result = try #require(await laws.check("NonInterleaving", CoordinatorLawsTests.settings))
    #expect(
      result.counterexample
        == "link .newNote · yield · tap .notes · link .notes · yield · link .notes · dismiss "
        + "(schedule [])")
    #expect(
      result.violation?.message.hasPrefix(
        "LinksRoutedInOrder: flow#4, of `link .notes`, was routed after flow#3, of the later "
          + "`link .notes`") == true, "\(result)")
  }
}

import Foundation
import Iris
import IrisCheck
import IrisCheckCore
import Observation
import Testing

/// A third app, written the way an Iris user would write it, not for the
/// harness.
///
/// A recipe opens after a push and a load, a search loads before it pushes
/// its results, the cart signs the user in and then presents, taps run on
/// the uiSwitcher, and each load is a `try await clock.sleep` standing in
/// for the network, written with the `do`/`catch` every tutorial shows. The
/// coordinator laws must pass on it with defaults, in both tap wirings, and
/// catch its one easy mistake.
struct RecipeAppTests {
  // MARK: - Correct code passes

  @Test(arguments: [false, true])
  func theAppPassesEveryCoordinatorLawWithDefaults(taps: Bool) async {
    let harness = RecipeApp.harness(taps: taps)
    let results = await CoordinatorLaws(harness, intents: RecipeApp.intents).suite.results(
      configuration: Configuration(
        examples: LawSuite.defaultConfiguration.examples, seed: 1, saveRegressions: false))
    #expect(results.count == 8)
    for result in results {
      #expect(!result.isFailure, "\(result)")
    }
  }

  // MARK: - Its mistake is caught

  /// A load that writes once its sleep returns, without asking whether its
  /// flow was superseded meanwhile: a link that lands as the response does
  /// is followed by the old recipe.
  ///
  /// The failure needs a timer that fires while a link is still queued, so
  /// its minimum has a schedule: the shrinker alone stops at
  /// `link .home · link .home · link .home · link .recipe("a") · yield ·
  /// link .home (schedule [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 3])`, since deleting
  /// a link shifts the decisions after it; searching a schedule for each
  /// shorter burst takes the three leading links away. Only that last case
  /// is saved as a regression.
  @Test func aLoadThatForgetsToCheckForCancellationIsCaught() async throws {
    let laws = CoordinatorLaws(
      RecipeApp.harness(taps: false, checksCancellation: false), intents: RecipeApp.intents)
    let law = try #require(laws.law(named: "SupersededPrefix"))
    let regressions = try TemporaryDirectory().file("Recipe.regressions")
    let result = try #require(
      await LawSuite([.law(law, over: laws.scenarios)]).results(
        configuration: Configuration(
          examples: LawSuite.defaultConfiguration.examples, seed: 1, regressionFile: regressions)
      ).first)
    #expect(result.violation?.message.hasPrefix("NoWriteAfterSupersession: ") == true)
    #expect(
      result.counterexample
        == #"link .recipe("a") · yield · link .home (schedule [0, 1, 1, 1, 1, 1, 3])"#)
    let saved = RegressionFile(path: regressions).entries(
      for: LawSuite.propertyID(law: "SupersededPrefix"))
    let entry = try #require(saved.entries.first)
    #expect(saved.entries.count == 1)
    #expect(result.report?.contains("IRISCHECK_REPLAY=\(entry.token) ") == true)
  }
}

// MARK: - The app

enum RecipeIntent: Equatable, Sendable {
  case home
  case recipe(String)
  case settings
  case cart
  case search(String)
}

enum RecipeRoute: Hashable, Sendable {
  case recipe(String)
  case results(String)
}

enum RecipeSheet: Hashable, Sendable {
  case settings
  case cart
}

enum RecipeEffect: Equatable, Sendable {
  case load(String)
  case search(String)
  case signIn
}

enum RecipeFlow: NavigationFlow {
  static func operations(intent: RecipeIntent) -> [Step<RecipeRoute, RecipeSheet, RecipeEffect>] {
    switch intent {
    case .home: [.nav(.dismissSheet), .nav(.popToRoot)]
    case .recipe(let id):
      [.nav(.dismissSheet), .nav(.popToRoot), .nav(.push(.recipe(id))), .effect(.load(id))]
    case .settings: [.nav(.present(.settings))]
    case .cart: [.effect(.signIn), .nav(.present(.cart))]
    case .search(let query):
      [.nav(.dismissSheet), .effect(.search(query)), .nav(.push(.results(query)))]
    }
  }
}

struct RecipeState: Equatable, Sendable {
  var navigation = NavigationState<RecipeRoute, RecipeSheet>(path: [], sheet: nil)
  var recipe: String?
  var results: [String] = []
  var signedIn = false
}

@MainActor @Observable
final class RecipeCoordinator: PlumbedCoordinatorBase<RecipeFlow> {
  private(set) var recipe: String?
  private(set) var results: [String] = []
  private(set) var signedIn = false
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored let checksCancellation: Bool

  init(clock: any Clock<Duration>, checksCancellation: Bool = true) {
    self.clock = clock
    self.checksCancellation = checksCancellation
    super.init(clock: clock)
  }

  var snapshot: RecipeState {
    RecipeState(navigation: state, recipe: recipe, results: results, signedIn: signedIn)
  }

  func tap(_ intent: RecipeIntent) {
    route(baton: Baton(intent: intent, flow: NavFlow(source: "tap")), through: uiSwitcher)
  }

  func restore(_ saved: RecipeState) {
    cancelAllFlows()
    nav.restore(saved.navigation)
    recipe = saved.recipe
    results = saved.results
    signedIn = saved.signedIn
  }

  override func apply(_ effect: RecipeEffect, _ baton: Baton<RecipeIntent>) async {
    switch effect {
    case .load(let id):
      do {
        try await clock.sleep(for: .milliseconds(200))
      } catch {
        return
      }
      if checksCancellation, Task.isCancelled { return }
      recipe = "Recipe \(id)"
    case .search(let query):
      try? await clock.sleep(for: .milliseconds(300))
      guard !Task.isCancelled else { return }
      results = [query + " 1", query + " 2"]
    case .signIn:
      signedIn = true
    }
  }
}

enum RecipeApp {
  static let intents = Gen<RecipeIntent>.oneOf(
    .just(.home), Gen<String>.element(of: ["a", "b"]).map { .recipe($0) }, .just(.settings),
    .just(.cart), Gen<String>.element(of: ["x", "y"]).map { .search($0) })

  static func harness(
    taps: Bool, checksCancellation: Bool = true
  ) -> CoordinatorHarness<RecipeCoordinator, RecipeState> {
    var harness = CoordinatorHarness<RecipeCoordinator, RecipeState>.plumbed(
      { RecipeCoordinator(clock: $0, checksCancellation: checksCancellation) },
      snapshot: { $0.snapshot }, restore: { $0.restore($1) }, route: { model($0, $1) })
    if taps { harness.tap = { $0.tap($1) } }
    return harness
  }

  /// What one flow's own steps do to a state.
  ///
  /// A push of the route already on top shows it once (the base class
  /// pushes only when needed).
  static func model(_ state: RecipeState, _ intent: RecipeIntent) -> RecipeState {
    var state = state
    let path = state.navigation.path
    switch intent {
    case .home:
      state.navigation = NavigationState(path: [], sheet: nil)
    case .recipe(let id):
      state.navigation = NavigationState(path: [.recipe(id)], sheet: nil)
      state.recipe = "Recipe \(id)"
    case .settings:
      state.navigation = NavigationState(path: path, sheet: .settings)
    case .cart:
      state.signedIn = true
      state.navigation = NavigationState(path: path, sheet: .cart)
    case .search(let query):
      state.results = [query + " 1", query + " 2"]
      state.navigation = NavigationState(
        path: path.last == .results(query) ? path : path + [.results(query)], sheet: nil)
    }
    return state
  }
}

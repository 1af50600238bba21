import Foundation
import Iris
import IrisCheck
import Observation
import Testing

// The recipe of IrisCheck.docc/TestingCoordinators.md, verbatim
// (ReadmeBlocksTests checks it): an effect that loads after its screen is
// pushed, checks after its await, and redirects when the content is missing,
// and passes every coordinator law.

// MARK: - The app

enum ReaderLink: Hashable, Sendable {
  case article(id: String)
  case home(notice: String?)
}
enum ReaderScreen: Hashable, Sendable { case article(id: String) }
enum ReaderEffect: Equatable, Sendable {
  case load(id: String)
  case notice(String?)
}

enum ReaderFlow: NavigationFlow {
  static func operations(intent: ReaderLink) -> [Step<ReaderScreen, Never, ReaderEffect>] {
    switch intent {
    case .article(let id):  // the screen at once, its text when it loads
      [.nav(.popToRoot), .nav(.push(.article(id: id))), .effect(.load(id: id))]
    case .home(let notice): [.nav(.popToRoot), .effect(.notice(notice))]
    }
  }
}

protocol ArticleStore: Sendable {  // the network in the app, a test double in tests
  func article(_ id: String) async -> String?
}

@MainActor @Observable final class ReaderCoordinator: PlumbedCoordinatorBase<ReaderFlow> {
  private(set) var text: String?  // what the article screen shows; nil while it loads
  private(set) var notice: String?
  private let store: any ArticleStore

  init(store: any ArticleStore, clock: any Clock<Duration> = ContinuousClock()) {
    self.store = store
    super.init(clock: clock)
  }

  override func apply(_ effect: ReaderEffect, _ baton: Baton<ReaderLink>) async {
    switch effect {
    case .notice(let message):
      notice = message
    case .load(let id):
      text = nil
      let loaded = await store.article(id)  // a newer link may arrive meanwhile…
      guard !LatestWinsExecutor.isSuperseded else { return }  // …then write nothing
      if let loaded {
        text = loaded
      } else {  // missing: redirect, a flow of its own that supersedes this one
        let notice = ReaderLink.home(notice: "\(id) is gone")
        route(baton: Baton(intent: notice, flow: NavFlow(source: "redirect")))
      }
    }
  }
}

// MARK: - Its laws

struct SlowStore: ArticleStore {  // answers after 100 ms of the test's clock
  static let articles = ["a": "Alpha", "b": "Beta"]
  let clock: any Clock<Duration>

  func article(_ id: String) async -> String? {
    try? await clock.sleep(for: .milliseconds(100))
    return Self.articles[id]
  }
}

struct ReaderState: Equatable, Sendable {
  var path: [ReaderScreen]
  var text: String?
  var notice: String?
}

let readerHarness = CoordinatorHarness<ReaderCoordinator, ReaderState>.plumbed(
  { ReaderCoordinator(store: SlowStore(clock: $0), clock: $0) },
  snapshot: { ReaderState(path: $0.state.path, text: $0.text, notice: $0.notice) },
  route: { state, intent in  // one flow's own steps: the redirect is judged on its own
    switch intent {
    case .article(let id):
      ReaderState(path: [.article(id: id)], text: SlowStore.articles[id], notice: state.notice)
    case .home(let notice): ReaderState(path: [], text: state.text, notice: notice)
    }
  })
let readerLinks = Gen<ReaderLink>.oneOf(
  Gen.element(of: ["a", "b", "gone"]).map { .article(id: $0) }, .just(.home(notice: nil)))

@Test func loadingAfterThePushPassesEveryCoordinatorLaw() async {
  await CoordinatorLaws(readerHarness, intents: readerLinks).suite.check()
}

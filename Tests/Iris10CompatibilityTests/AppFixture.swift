import Foundation
import Iris

// A small app written against Iris 1.0's public surface only: no name in this
// target is new in this package. If a spelling here stops compiling, a 1.0
// user's code stops compiling too.

/// What a link or tap asks for.
enum AppIntent: Sendable, Equatable {
  case inbox
  case thread(id: String)
  case search(query: String?)
  case unknown(URL)
}

/// Stack screens.
enum AppRoute: Hashable, Sendable {
  case thread(String)
  case search
}

/// Sheets.
enum AppSheet: Hashable, Sendable {
  case compose
}

/// Effects the coordinator applies.
enum AppEffect: Sendable, Equatable {
  case setQuery(String?)
  case finished
}

/// The app's flow: intents to steps.
enum AppFlow: NavigationFlow {
  typealias Intent = AppIntent
  typealias Route = AppRoute
  typealias SheetRoute = AppSheet
  typealias SideEffect = AppEffect

  static func operations(intent: AppIntent) -> [Step<AppRoute, AppSheet, AppEffect>] {
    switch intent {
    case .inbox: [.nav(.popToRoot), .effect(.finished)]
    case .thread(let id): [.nav(.popToRoot), .nav(.push(.thread(id))), .effect(.finished)]
    case .search(let query):
      [.nav(.push(.search)), .effect(.setQuery(query)), .effect(.finished)]
    case .unknown: [.effect(.finished)]
    }
  }
}

/// The app's links, written as a 1.0 routing table.
struct AppLinks: URLParsing {
  static let router = URLPathRouter<AppIntent>(
    scheme: "app",
    routes: [
      URLRoute(
        "inbox",
        parse: { _ in .inbox },
        emit: { $0 == .inbox ? URLEmission() : nil }),
      URLRoute(
        "thread/:id",
        parse: { captures in captures["id"].map { .thread(id: $0) } },
        emit: { intent in
          guard case .thread(let id) = intent else { return nil }
          return URLEmission(id)
        }),
      // 1.0 reads `q=x` as the query name `q`.
      URLRoute(
        "search?q=x",
        parse: { captures in .search(query: captures["q"]) },
        emit: { intent in
          guard case .search(let query) = intent else { return nil }
          return URLEmission(queryItems: [URLQueryItem(name: "q", value: query)])
        }),
    ])

  func parse(_ url: URL) -> AppIntent {
    Self.router.parse(url) ?? .unknown(url)
  }

  func url(for intent: AppIntent) -> URL? {
    Self.router.url(for: intent)
  }
}

/// The app's coordinator, as a 1.0 subclass.
@MainActor
final class AppCoordinator: PlumbedCoordinatorBase<AppFlow> {
  var query: String?
  var finished: [String] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []

  override func apply(_ effect: AppEffect, _ baton: Baton<AppIntent>) async {
    switch effect {
    case .setQuery(let text): query = text
    case .finished:
      finished.append(baton.flow.source)
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
  }

  /// Routes `baton` and returns once its flow has applied its last effect.
  func routeToEnd(_ baton: Baton<AppIntent>) async {
    await withCheckedContinuation { continuation in
      waiters.append(continuation)
      route(baton: baton)
    }
  }
}

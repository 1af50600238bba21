import Foundation
import Iris
import Testing

/// A small routing table shared by the Links tests.
enum DemoIntent: Sendable, Equatable {
  case home
  case conversation(String)
  case message(conversation: String, message: String)
  case search(query: String?, page: String?)
  case unknown(URL)
}

enum DemoRoutes {
  static let router = URLPathRouter<DemoIntent>(
    scheme: "demo",
    routes: [
      URLRoute(
        "home",
        parse: { _ in .home },
        emit: { intent in intent == .home ? URLEmission() : nil }
      ),
      URLRoute(
        "conversation/:cid/message/:mid",
        parse: { captures in
          guard let cid = captures["cid"], let mid = captures["mid"] else { return nil }
          return .message(conversation: cid, message: mid)
        },
        emit: { intent in
          guard case .message(let cid, let mid) = intent else { return nil }
          return URLEmission(cid, "message", mid)
        }
      ),
      URLRoute(
        "conversation/:id",
        parse: { captures in captures["id"].map(DemoIntent.conversation) },
        emit: { intent in
          guard case .conversation(let id) = intent else { return nil }
          return URLEmission(id)
        }
      ),
      URLRoute(
        "search?q&page",
        parse: { captures in .search(query: captures["q"], page: captures["page"]) },
        emit: { intent in
          guard case .search(let query, let page) = intent else { return nil }
          return URLEmission(
            queryItems: [
              URLQueryItem(name: "q", value: query), URLQueryItem(name: "page", value: page),
            ]
          )
        }
      ),
    ]
  )

  /// Builds a URL from a literal, failing the test (not trapping) if it is not one.
  static func url(_ string: String) throws -> URL {
    try #require(URL(string: string))
  }
}

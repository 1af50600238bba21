import Foundation
import Iris

/// The app's links on scheme `shelf`, one ``/Iris/URLPathRouter`` table.
///
/// | intent | link |
/// |---|---|
/// | `.library` | `shelf://library` |
/// | `.book(id)` | `shelf://book/<id>` |
/// | `.share(id)` | `shelf://book/<id>/share` |
/// | `.author(id)` | `shelf://author/<id>` |
/// | `.signIn` | `shelf://signin` |
///
/// Anything else parses to `.unknown(url)`. `.notFound`, `.unknown` and
/// intents with an empty identifier have no link (they print `nil`).
public enum ShelfLinks {
  /// The URL scheme, `shelf`.
  public static let scheme = "shelf"

  /// The routing table, in priority order.
  public static let router = URLPathRouter<ShelfIntent>(
    scheme: scheme,
    routes: [
      URLRoute(
        "library", parse: { _ in .library }, emit: { $0 == .library ? URLEmission() : nil }),
      URLRoute(
        "book/:id/share",
        parse: { captures in captures["id"].map { .share(BookID(rawValue: $0)) } },
        emit: { intent in
          guard case .share(let id) = intent else { return nil }
          return URLEmission(id.rawValue, "share")
        }),
      URLRoute(
        "book/:id",
        parse: { captures in captures["id"].map { .book(BookID(rawValue: $0)) } },
        emit: { intent in
          guard case .book(let id) = intent else { return nil }
          return URLEmission(id.rawValue)
        }),
      URLRoute(
        "author/:id",
        parse: { captures in captures["id"].map { .author(AuthorID(rawValue: $0)) } },
        emit: { intent in
          guard case .author(let id) = intent else { return nil }
          return URLEmission(id.rawValue)
        }),
      URLRoute(
        "signin", parse: { _ in .signIn }, emit: { $0 == .signIn ? URLEmission() : nil }),
    ])

  /// The total codec: links no route parses become `.unknown(url)`.
  public static let codec = router.codec(unknown: { .unknown($0) })
}

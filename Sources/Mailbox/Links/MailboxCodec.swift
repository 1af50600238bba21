import Foundation
import Iris

/// The mail app's link codec on scheme `mailbox`, built on one
/// ``/Iris/URLPathRouter`` table.
///
/// | intent | link |
/// |---|---|
/// | `.inbox` | `mailbox://inbox` |
/// | `.thread(id:)` | `mailbox://thread/<id>` |
/// | `.message(threadID:messageID:)` | `mailbox://thread/<id>/message/<n>` |
/// | `.search(query:)` | `mailbox://search?q=<query>`, or `mailbox://search` for `""` |
/// | `.compose(to:subject:)` | `mailbox://compose?to=<to>&subject=<subject>` (`nil` items absent) |
/// | `.contact(address:)` | `mailbox://contact/<address>` |
/// | `.settings(pane:)` | `mailbox://settings`, `mailbox://settings/<pane>` |
///
/// **Laws.** Parsing is total: anything else (another scheme, an unknown
/// host or pane, an empty or malformed segment, a message number that is
/// not a canonical non-negative decimal such as `07` or `-1`) parses to
/// `.unknown(url)`. For every intent that prints, `parse(url(for: i)!) == i`,
/// whatever characters its identifiers and strings hold. Intents without a
/// link print `nil`: `.unknown`, the resolved settings forms, and intents
/// with an empty thread id, an empty contact address or a negative message
/// number. Scheme and host are case-insensitive; see ``/Iris/URLPathRouter`` for
/// trailing slashes, extra and repeated query items.
///
/// **Through a browser.** An id that is a dot segment prints escaped twice
/// (`.thread(id: "..")` is `mailbox://thread/%252E%252E`), so neither a URL
/// normaliser nor a browser's WHATWG parser, which also reads `%2E` as a
/// dot, resolves it away; `mailbox://thread/%2E%2E` still reads as `..`.
public struct MailboxCodec: URLCodec {
  /// The URL scheme, `mailbox`.
  public static let scheme = "mailbox"

  /// The routing table, in priority order.
  public static let router = URLPathRouter<MailboxIntent>(scheme: scheme, routes: routes)

  private let codec = Self.router.codec(unknown: { .unknown($0) })

  /// Creates the codec.
  public init() {}

  /// Parses a link; never traps.
  /// - Parameter url: any URL.
  /// - Returns: the intent the link names, or `.unknown(url)`.
  public func parse(_ url: URL) -> MailboxIntent {
    codec.parse(url)
  }

  /// Prints the link for an intent.
  /// - Parameter intent: the intent to print.
  /// - Returns: the link, or `nil` for an intent without one.
  public func url(for intent: MailboxIntent) -> URL? {
    codec.url(for: intent)
  }

  // MARK: - Routes

  private static let routes: [URLRoute<MailboxIntent>] = [
    URLRoute(
      "inbox",
      parse: { _ in .inbox },
      emit: { $0 == .inbox ? URLEmission() : nil }
    ),
    URLRoute(
      "thread/:id/message/:n",
      parse: { captures in
        guard let id = captures["id"], let text = captures["n"], let number = messageNumber(text)
        else { return nil }
        return .message(threadID: ThreadID(id), messageID: number)
      },
      emit: { intent in
        guard case .message(let id, let number) = intent, number >= 0 else { return nil }
        return URLEmission(id.rawValue, "message", String(number))
      }
    ),
    URLRoute(
      "thread/:id",
      parse: { captures in captures["id"].map { .thread(id: ThreadID($0)) } },
      emit: { intent in
        guard case .thread(let id) = intent else { return nil }
        return URLEmission(id.rawValue)
      }
    ),
    URLRoute(
      "search?q",
      parse: { captures in .search(query: captures["q"] ?? "") },
      emit: { intent in
        guard case .search(let query) = intent else { return nil }
        return URLEmission(queryItems: [URLQueryItem(name: "q", value: query.isEmpty ? nil : query)]
        )
      }
    ),
    URLRoute(
      "compose?to&subject",
      parse: { captures in .compose(to: captures["to"], subject: captures["subject"]) },
      emit: { intent in
        guard case .compose(let to, let subject) = intent else { return nil }
        return URLEmission(queryItems: [
          URLQueryItem(name: "to", value: to), URLQueryItem(name: "subject", value: subject),
        ])
      }
    ),
    URLRoute(
      "contact/:address",
      parse: { captures in captures["address"].map { .contact(address: $0) } },
      emit: { intent in
        guard case .contact(let address) = intent else { return nil }
        return URLEmission(address)
      }
    ),
    URLRoute(
      "settings",
      parse: { _ in .settings(pane: nil) },
      emit: { $0 == .settings(pane: nil) ? URLEmission() : nil }
    ),
    URLRoute(
      "settings/:pane",
      parse: { captures in
        captures["pane"].flatMap(SettingsPane.init(rawValue:)).map { .settings(pane: $0) }
      },
      emit: { intent in
        guard case .settings(let pane?) = intent else { return nil }
        return URLEmission(pane.rawValue)
      }
    ),
  ]

  /// A canonical non-negative decimal (`0`, `7`, `42`; not `07`, `+7`, `-1`).
  private static func messageNumber(_ text: String) -> Int? {
    guard let number = Int(text), number >= 0, String(number) == text else { return nil }
    return number
  }
}

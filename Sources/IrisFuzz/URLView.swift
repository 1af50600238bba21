import Iris

/// The parts of a URL a link codec routes on, normalised so that two
/// independent readings of one URL can be compared with `==`.
///
/// **Normalisation** (applied by every initialiser): the scheme is
/// lowercased; the host is percent-decoded and lowercased (IPv6 brackets
/// kept); the path is split on `/` with empty segments dropped, and each
/// segment is percent-decoded on its own, so `%2F` stays inside its segment;
/// decoding is strict (`strictlyDecoded(_:)`), and a segment or query part
/// whose escapes do not decode to UTF-8 is kept as written. Query items are split on `&` (empty pieces kept, as
/// `URLComponents` keeps them) and on the first `=`; `+` is not a space.
/// User info, port and fragment are not part of the view.
package struct URLView: Hashable, Sendable, CustomStringConvertible {
  /// One `name=value` pair of the query; `value` is `nil` without `=`.
  package struct QueryItem: Hashable, Sendable {
    /// The decoded name.
    package var name: String
    /// The decoded value, or `nil` when the piece has no `=`.
    package var value: String?

    /// Creates a query item.
    /// - Parameters:
    ///   - name: the decoded name.
    ///   - value: the decoded value, or `nil` when there is no `=`.
    package init(name: String, value: String?) {
      self.name = name
      self.value = value
    }
  }

  /// The lowercased scheme, or `nil` for a relative reference.
  package var scheme: String?
  /// The decoded, lowercased host, or `nil` without an authority.
  package var host: String?
  /// The non-empty path segments, each decoded on its own.
  package var pathSegments: [String]
  /// The query items, or `nil` when the URL has no `?`.
  package var queryItems: [QueryItem]?

  /// Creates a view from already normalised parts.
  /// - Parameters:
  ///   - scheme: the lowercased scheme.
  ///   - host: the decoded, lowercased host.
  ///   - pathSegments: the decoded non-empty path segments.
  ///   - queryItems: the decoded query items, or `nil` without a query.
  package init(scheme: String?, host: String?, pathSegments: [String], queryItems: [QueryItem]?) {
    self.scheme = scheme
    self.host = host
    self.pathSegments = pathSegments
    self.queryItems = queryItems
  }

  /// The parts in one line, for violation messages.
  package var description: String {
    let query = queryItems.map { items in
      "["
        + items.map { "\($0.name)=\($0.value.map { String(reflecting: $0) } ?? "nil")" }
        .joined(separator: ", ") + "]"
    }
    return "scheme: \(String(reflecting: scheme)), host: \(String(reflecting: host)), "
      + "path: \(pathSegments), query: \(query ?? "nil")"
  }

  /// Percent-decodes one part, keeping it as written when it does not
  /// decode to UTF-8.
  package static func decoded(_ part: Substring) -> String {
    strictlyDecoded(part) ?? String(part)
  }

  /// Percent-decodes one part strictly: `nil` for a stray `%`, a non-hex
  /// escape, or bytes that are not UTF-8.
  ///
  /// NB: not `removingPercentEncoding`, which on this platform repairs a lone
  /// UTF-8 continuation byte (`%A9` → U+FFFD) yet rejects other invalid
  /// bytes (`%E9`, `%FF`); the tests pin that.
  package static func strictlyDecoded(_ part: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(part.utf8.count)
    var iterator = part.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validUTF8: bytes)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Splits a percent-encoded path into decoded non-empty segments.
  package static func segments(ofEncodedPath path: Substring) -> [String] {
    path.split(separator: "/").map(decoded)
  }
}

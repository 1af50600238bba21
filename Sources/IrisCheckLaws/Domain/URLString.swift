import IrisCheckCore

extension Gen where Value == URLPieces {
  /// URLs in pieces, composed from the grammar's parts: scheme, host, port,
  /// path segments, trailing slash, query items and fragment.
  ///
  /// Draws, in order: ``Gen/urlScheme(_:)``, ``Gen/urlHost(_:)``, an
  /// optional port (`80`, `0`, `65535`, `8080` or empty), zero to four
  /// ``Gen/urlPathSegment(_:)``s, a trailing-slash flag, an optional query
  /// of zero to four ``Gen/urlQueryItem(_:)``s (one in four repeating an
  /// earlier item's name), and an optional fragment of
  /// ``Gen/urlText(words:pieces:)``. Simplest: `"<scheme>://<host>"` from the
  /// vocabulary's first scheme and host.
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of URL pieces.
  package static func urlPieces(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<URLPieces> {
    let port = Gen<String?>.optional(.element(of: ["80", "0", "65535", "8080", ""]))
    let path = Gen<([String], Bool)>.zip(
      .array(of: .urlPathSegment(vocabulary), count: 0...4), .bool)
    let item = Gen<(URLPieces.QueryItem, Int)>.zip(
      .urlQueryItem(vocabulary), .frequency((3, .just(0)), (1, .just(1))))
    let query = Gen<[URLPieces.QueryItem]?>.optional(
      Gen<[(URLPieces.QueryItem, Int)]>.array(of: item, count: 0...4).map(repeatingNames))
    let fragment = Gen<String?>.optional(.urlText())
    return Gen<(String, String, String?)>.zip(.urlScheme(vocabulary), .urlHost(vocabulary), port)
      .flatMap { scheme, host, port in
        Gen<(([String], Bool), [URLPieces.QueryItem]?, String?)>.zip(path, query, fragment).map {
          path, query, fragment in
          URLPieces(
            scheme: scheme, host: host, port: port, pathSegments: path.0,
            trailingSlash: path.1, query: query, fragment: fragment)
        }
      }
  }

  /// Renames an item to the name of the item before it when its flag is 1,
  /// giving duplicate names.
  private static func repeatingNames(
    _ items: [(URLPieces.QueryItem, Int)]
  ) -> [URLPieces.QueryItem] {
    var result: [URLPieces.QueryItem] = []
    for (item, repeatName) in items {
      var item = item
      if repeatName == 1, let previous = result.last { item.name = previous.name }
      result.append(item)
    }
    return result
  }
}

extension Gen where Value == String {
  /// URL strings that know URL grammar: ``Gen/urlPieces(_:)`` assembled.
  ///
  /// ```swift
  /// Gen.urlString(URLVocabulary(schemes: ["note"], hosts: ["inbox"]))
  /// // "note://inbox" simplest; then "NOTE://inbox/a%2F/?q=a+b#é", "note://[::1]//", …
  /// ```
  /// Mixes the consumer's words with random labels, case changes, IPv6 and
  /// empty hosts, empty segments, trailing slashes, reserved and non-ASCII
  /// characters, valid and broken percent escapes, `+`/`&`/`=`/space in
  /// query values, empty values, duplicate names and fragments. Nothing is
  /// encoded, so many strings are not valid URLs: that is the point.
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of URL strings.
  public static func urlString(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<String> {
    Gen<URLPieces>.urlPieces(vocabulary).map(\.string)
  }
}

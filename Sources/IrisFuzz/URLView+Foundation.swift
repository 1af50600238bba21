import Foundation

extension URLView {
  /// Reads a URL the way Foundation sees it.
  ///
  /// The parts are `URLComponents(url: resolvingAgainstBaseURL: false)`'s
  /// scheme, percent-encoded host and
  /// path (decoded per segment, see ``URLView``), and its split of the
  /// query (`percentEncodedQueryItems`, each part decoded as ``URLView``
  /// says). NB: not `queryItems`, whose decoding turns a part that does not
  /// decode to UTF-8 into `""` (pinned in the tests).
  ///
  /// **Invalid punycode.** For a host label that starts `xn--` but is not
  /// valid punycode (`xn--zz`), `URLComponents` gives `host` and
  /// `percentEncodedHost` `nil` although the URL has that host; the view
  /// then takes the host as written (`encodedHost`), as a URL string holds it.
  /// - Parameter url: the URL.
  /// - Returns: the view, or `nil` when `URLComponents` rejects the URL.
  package init?(foundation url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return nil
    }
    self.init(
      scheme: components.scheme?.lowercased(),
      host: (components.percentEncodedHost.map { Self.decoded($0[...]) } ?? components.encodedHost)?
        .lowercased(),
      pathSegments: Self.segments(ofEncodedPath: components.percentEncodedPath[...]),
      queryItems: components.percentEncodedQueryItems?.map { item in
        QueryItem(
          name: Self.decoded(item.name[...]), value: item.value.map { Self.decoded($0[...]) })
      }
    )
  }
}

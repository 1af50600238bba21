import Foundation
import IrisCheckCore

/// OwnOriginsOnly: a link from an origin the app does not own opens
/// nothing.
///
/// Opt in by declaring the origins
/// (``CodecLaws/init(_:caseInsensitiveSchemeAndHost:origins:reads:)``'s
/// `origins`): `scheme://host`, `scheme://host:port`, or `scheme://*` for a
/// custom scheme whose host is part of the route (`myapp://*`).
///
/// **Contract.** For every URL string `s` that parses to a known intent,
/// the origin Foundation reads from `s` (scheme, host and port, ASCII case
/// aside, the host percent-decoded as a browser decodes it; a scheme's
/// default port is no port) is a declared one. User info
/// is not part of the origin: `https://app.example@evil.example/` is from
/// `evil.example`. A trailing dot, another port, a look-alike letter or its
/// Punycode is another origin.
///
/// **Generated.** URL strings; the suite's links swap a template link's
/// host for each look-alike (``OriginLookAlike``). Links from a declared
/// origin, or that parse to unknown, are outside the domain.
///
/// **Violation.**
///
/// ```
/// ❌ OwnOriginsOnly violated (foreign origin): parse("https://app.example.evil.example/activity")
///    = .activity, but its origin "https://app.example.evil.example" is not one the
///    codec owns: "https://app.example"
/// ```
package struct OriginLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>
  private let origins: [String]
  private let owned: [(scheme: String, host: String?, port: Int?)]

  /// The law for a codec that declares `origins`; `nil` when none is.
  package init?(_ codec: LinkCodec<Intent>, origins: [String]) {
    guard !origins.isEmpty else { return nil }
    self.codec = codec
    self.origins = origins
    owned = origins.map { origin in
      let components = URLComponents(string: origin.replacingOccurrences(of: "://*", with: "://"))
      let host = components?.host.map { $0.lowercased() }
      let scheme = components?.scheme?.lowercased() ?? origin
      let port = components?.port == defaultPorts[scheme] ? nil : components?.port
      return (scheme, origin.hasSuffix("://*") ? nil : host ?? "", port)
    }
  }

  /// `OwnOriginsOnly`.
  package var name: String { "OwnOriginsOnly" }

  /// `links from a foreign origin`.
  package var domainName: String? { "links from a foreign origin" }

  /// Links from an origin the codec does not own.
  package func isInDomain(_ string: String) -> Bool {
    guard let url = URL(string: string) else { return false }
    return !owns(url)
  }

  /// Parses `string` and checks that a known intent came from an owned
  /// origin.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the law holds; otherwise a violation in
  ///   direction `foreign origin`.
  package func check(_ string: String) -> LawViolation? {
    guard let url = URL(string: string), !owns(url) else { return nil }
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent) else { return nil }
    return LawViolation(
      law: name, direction: "foreign origin",
      message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
        + "but its origin \(SwiftLiteral.describe(Self.origin(of: url))) is not one the codec "
        + "owns: " + origins.map { SwiftLiteral.describe($0) }.joined(separator: ", "))
  }

  private func owns(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased() ?? ""
    let host = url.host(percentEncoded: false)?.lowercased() ?? ""
    let port = url.port == defaultPorts[scheme] ? nil : url.port
    return owned.contains { origin in
      origin.scheme == scheme
        && (origin.host == nil || (origin.host == host && origin.port == port))
    }
  }

  private static func origin(of url: URL) -> String {
    (url.scheme ?? "") + "://" + (url.host(percentEncoded: true) ?? "")
      + (url.port.map { ":\($0)" } ?? "")
  }
}

/// The ports a scheme's origin has when a link names none.
private let defaultPorts = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]

import Foundation
import IrisCheckCore

/// StableAcrossLaunches: what a link means does not depend on the order in
/// which the router tries its templates.
///
/// A router that keeps its table in a `Dictionary` tries the templates in
/// hash order, and Swift seeds hashing anew in every launch: when two
/// templates match one link, the link opens one route in some launches and
/// the other in the rest. Within one process that order never changes, so
/// `Totality` cannot see it; this law changes the order itself.
///
/// **Contract.** For every URL string `s` and every template `t` of a codec
/// made with ``LinkCodec/init(templates:parse:isUnknown:)``, parsing `s`
/// with `t` tried first (the others after it in their order) gives the
/// same intent as parsing it in the declared order. Those orders put every
/// template first once, so for a router that takes the first template that
/// matches they meet every answer any order gives: one run judges every
/// order-dependent pair it meets, with certainty rather than by the luck of
/// hash seeds (two random seeds order a pair alike half the time).
///
/// **Generated.** URL strings; the suite's links come from the templates.
/// Strings `URL(string:)` rejects and links every order parses to unknown
/// are outside the domain.
///
/// **Violation.**
///
/// ```
/// ❌ StableAcrossLaunches violated (template order): parse("https://clicks.app.example/activity")
///    = .emailClick with the templates in their order, but .activity with
///    "https://app.example/activity" tried first
/// ```
package struct StableAcrossLaunchesLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>
  private let routes: LinkCodec<Intent>.Routes

  /// The law for a codec made from templates; `nil` for any other.
  package init?(_ codec: LinkCodec<Intent>) {
    guard let routes = codec.routes else { return nil }
    self.codec = codec
    self.routes = routes
  }

  /// `StableAcrossLaunches`.
  package var name: String { "StableAcrossLaunches" }

  /// `links that parse to a known intent`.
  package var domainName: String? { "links that parse to a known intent" }

  /// Links the declared order parses to a known intent.
  package func isInDomain(_ string: String) -> Bool {
    guard let url = URL(string: string) else { return false }
    return !codec.isUnknown(codec.parse(url))
  }

  /// Parses `string` with each template tried first and compares with the
  /// declared order.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when every order agrees; otherwise a violation in
  ///   direction `template order` naming the first template that changes
  ///   the answer.
  package func check(_ string: String) -> LawViolation? {
    guard let url = URL(string: string) else { return nil }
    let texts = routes.templates.map(\.text)
    let declared = routes.parse(texts, url)
    for (index, first) in texts.enumerated() where index > 0 {
      var order = texts
      order.remove(at: index)
      order.insert(first, at: 0)
      let other = routes.parse(order, url)
      guard other != declared else { continue }
      return LawViolation(
        law: name, direction: "template order",
        message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(declared)) "
          + "with the templates in their order, but \(SwiftLiteral.describe(other)) with "
          + "\(SwiftLiteral.describe(first)) tried first")
    }
    return nil
  }
}

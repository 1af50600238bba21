import Foundation
import IrisCheck
import Testing

// The Swift blocks of IrisCheckLaws.docc/BringYourOwnRouter.md, verbatim (see
// ReadmeBlocksTests), around the two routers they plug in: written the way an
// app writes them, without Iris.

// MARK: - A parser-printer

/// A game site's routes; `.submitScore` is a POST with a body, no link.
enum SiteRoute: Equatable, Sendable {
  case home
  case game(id: String)
  case submitScore(id: String)
  case unknown
}

/// The site's own router, both directions, as a routing library writes it.
enum SiteRouter {
  static func parse(_ url: URL) -> SiteRoute? {
    guard url.scheme?.lowercased() == "https", url.host?.lowercased() == "games.example",
      url.port == nil, url.query == nil
    else { return nil }
    let path = url.path(percentEncoded: true)
    if path.isEmpty || path == "/" { return .home }
    let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    guard segments.count == 2, segments[0] == "games",
      let id = decoded(segments[1]).map(unescapingDots), !id.isEmpty
    else { return nil }
    return .game(id: id)
  }

  static func link(for route: SiteRoute) -> URL? {
    switch route {
    case .home: return URL(string: "https://games.example/")
    case .game(let id):
      guard !id.isEmpty,
        let escaped = escapingDots(id).addingPercentEncoding(withAllowedCharacters: segmentAllowed)
      else { return nil }
      return URL(string: "https://games.example/games/" + escaped)
    case .submitScore, .unknown: return nil
    }
  }

  /// Percent-decoded text, `nil` for a malformed escape or bytes that are
  /// not UTF-8.
  ///
  /// NB: not `removingPercentEncoding`, which on Linux reads
  /// `%EF%BB%BF` as `""`, dropping a leading U+FEFF.
  private static func decoded(_ text: Substring) -> String? {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        output.append(bytes[index])
        index += 1
        continue
      }
      guard index + 2 < bytes.count,
        let byte = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
      else { return nil }
      output.append(byte)
      index += 3
    }
    // NB: nor `String(bytes:encoding:)`, which drops a leading U+FEFF too.
    let text = String(decoding: output, as: UTF8.self)
    return Array(text.utf8) == output ? text : nil
  }

  private static let segmentAllowed = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~")

  /// `.` and `..` as ids would be dot segments; they travel as `%2E`, one
  /// level deeper once escaped (`%252E`).
  private static func escapingDots(_ id: String) -> String {
    id.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ".", with: "%2E")
  }

  private static func unescapingDots(_ text: String) -> String {
    text.replacingOccurrences(of: "%2E", with: ".").replacingOccurrences(of: "%25", with: "%")
  }
}

// MARK: - A parse-only router

/// A crowdfunding app's pages.
enum Page: Equatable, Sendable {
  case activity
  case project(slug: String)
  case thanks(token: String)
  case unknown
}

/// The app's router: a table of templates, the first that matches wins.
///
/// It has no printer.
enum AppRouter {
  static let templates = [
    "https://app.example/activity",
    "https://app.example/projects/:creator/:slug",
    "https://app.example/thanks?token=:token",
  ]

  static func match(_ url: URL, trying templates: [String]) -> Page? {
    guard url.scheme?.lowercased() == "https", url.host?.lowercased() == "app.example",
      url.port == nil
    else { return nil }
    let path = url.path(percentEncoded: true).split(separator: "/").map(String.init)
    for template in templates {
      let pattern = (URLComponents(string: template)?.path ?? "").split(separator: "/")
      guard pattern.count == path.count else { continue }
      var values: [String: String] = [:]
      var matches = true
      for (part, segment) in zip(pattern, path) {
        if part.hasPrefix(":") {
          guard let value = segment.removingPercentEncoding, !value.isEmpty, value != ".",
            value != ".."
          else { return nil }
          values[String(part.dropFirst())] = value
        } else if part != segment {
          matches = false
        }
      }
      guard matches else { continue }
      switch template {
      case templates.first { $0.hasSuffix("/activity") }: return .activity
      case templates.first { $0.contains("projects") }:
        return values["slug"].map { .project(slug: $0) }
      default:
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.first { $0.name == "token" }?.value.map { .thanks(token: $0) }
      }
    }
    return nil
  }
}

/// A screen model the app keeps as a class: not `Sendable`.
final class Destination: Equatable {
  let page: Page

  init(_ page: Page) {
    self.page = page
  }

  static func == (lhs: Destination, rhs: Destination) -> Bool { lhs.page == rhs.page }
}

struct BringYourOwnRouterTests {
  private static let seeded = Configuration(examples: 1_000, seed: 1, saveRegressions: false)

  @Test func aParserPrinterPlugsIn() async {
    let site = LinkCodec<SiteRoute>(
      parse: { SiteRouter.parse($0) ?? .unknown },
      print: { SiteRouter.link(for: $0) },
      isUnknown: { $0 == .unknown })

    // Only routes with a link form: no POST, no empty id. A nil print is then a bug.
    let ids = Gen.linkPayload.filter { !$0.isEmpty }
    let linkRoutes = Gen<SiteRoute>.oneOf(.just(.home), ids.map { .game(id: $0) })
    let links = linkRoutes.map { SiteRouter.link(for: $0)?.absoluteString ?? "" }

    let laws = CodecLaws(site, intents: linkRoutes, urls: .oneOf(links, .nearMiss(of: links))).suite

    await laws.check(configuration: Self.seeded)
    await forAll(linkRoutes, name: "everyLinkRoutePrints", configuration: Self.seeded) { route in
      #expect(site.print(route) != nil, "\(route) has no link")
    }
  }

  @Test func aParseOnlyRouterPlugsIn() async {
    let router = LinkCodec<Page>(
      templates: AppRouter.templates,
      parse: { templates, url in AppRouter.match(url, trying: templates) ?? .unknown },
      isUnknown: { $0 == .unknown })

    let laws = CodecLaws(router, origins: ["https://app.example"], reads: ["slug", "token"]).suite

    await laws.check(configuration: Self.seeded)
  }

  @Test func intentsNeedNotBeSendableWithoutAnIntentGenerator() async {
    let destinations = LinkCodec<Destination>(
      templates: AppRouter.templates,
      parse: { Destination(AppRouter.match($1, trying: $0) ?? .unknown) },
      isUnknown: { $0.page == .unknown })

    let laws = CodecLaws(destinations, origins: ["https://app.example"]).suite

    await laws.check(configuration: Self.seeded)
  }
}

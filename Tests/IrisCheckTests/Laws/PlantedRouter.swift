import Foundation
import IrisCheck

/// The pages of a crowdfunding app's links, the fixture the parse-only
/// laws run on.
enum Page: Equatable, Sendable {
  case activity
  case emailClick
  case project(slug: String)
  case comments(slug: String)
  case thanks(token: String)
  case unknown
}

/// The defects the planted router can be built with, the five of issue 32.
struct PlantedRouterFlaws: OptionSet, Sendable {
  let rawValue: Int
  /// The activity route also answers on the clicks host, which the email
  /// click route owns: the table's order decides.
  static let orderDependent = PlantedRouterFlaws(rawValue: 1)
  /// The host is checked with `hasPrefix` on the whole link.
  static let spoofableHost = PlantedRouterFlaws(rawValue: 2)
  /// The path is percent-decoded before it is split.
  static let decodesBeforeSplitting = PlantedRouterFlaws(rawValue: 4)
  /// A slug `.` or `..` is accepted.
  static let acceptsDotSegments = PlantedRouterFlaws(rawValue: 8)
  /// The thanks route drops its token.
  static let dropsToken = PlantedRouterFlaws(rawValue: 16)
  /// All five.
  static let all: PlantedRouterFlaws = [
    .orderDependent, .spoofableHost, .decodesBeforeSplitting, .acceptsDotSegments, .dropsToken,
  ]
}

/// A parse-only router written the way an app writes one, without Iris:
/// a table of templates tried in order, the first match wins.
enum PlantedRouter {
  static let templates = [
    "https://app.example/activity",
    "https://clicks.app.example/:link",
    "https://app.example/projects/:creator/:slug",
    "https://app.example/projects/:creator/:slug/comments",
    "https://app.example/thanks?token=:token",
  ]

  static let origins = ["https://app.example", "https://clicks.app.example"]

  /// The router as a parse-only codec.
  static func codec(_ flaws: PlantedRouterFlaws = []) -> LinkCodec<Page> {
    LinkCodec(
      templates: templates, parse: { parse($1, order: $0, flaws) }, isUnknown: { $0 == .unknown })
  }

  static func parse(_ url: URL, order: [String], _ flaws: PlantedRouterFlaws) -> Page {
    for template in order {
      if let page = match(template, url, flaws) { return page }
    }
    return .unknown
  }

  private static func match(_ template: String, _ url: URL, _ flaws: PlantedRouterFlaws) -> Page? {
    guard let pattern = URLComponents(string: template), let host = pattern.host,
      hostMatches(host, template: template, url, flaws),
      let segments = segments(of: url, flaws)
    else { return nil }
    let parts = pattern.path.split(separator: "/").map(String.init)
    guard parts.count == segments.count else { return nil }
    var values: [String: String] = [:]
    for (part, segment) in zip(parts, segments) {
      if part.hasPrefix(":") {
        guard !segment.isEmpty else { return nil }
        if !flaws.contains(.acceptsDotSegments), segment == "." || segment == ".." { return nil }
        values[String(part.dropFirst())] = segment
      } else if part != segment {
        return nil
      }
    }
    switch template {
    case templates[0]: return .activity
    case templates[1]: return .emailClick
    case templates[2]: return values["slug"].map { .project(slug: $0) }
    case templates[3]: return values["slug"].map { .comments(slug: $0) }
    default:
      guard parts == ["thanks"] else { return nil }
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard let token = items.first(where: { $0.name == "token" })?.value else { return nil }
      return .thanks(token: flaws.contains(.dropsToken) ? "" : token)
    }
  }

  private static func hostMatches(
    _ host: String, template: String, _ url: URL, _ flaws: PlantedRouterFlaws
  ) -> Bool {
    if flaws.contains(.orderDependent), template == templates[0],
      url.scheme?.lowercased() == "https",
      url.host?.lowercased() == "clicks.app.example", url.port == nil
    {
      return true
    }
    if flaws.contains(.spoofableHost) {
      return url.absoluteString.lowercased().hasPrefix("https://" + host)
    }
    return url.scheme?.lowercased() == "https" && url.host?.lowercased() == host && url.port == nil
  }

  private static func segments(of url: URL, _ flaws: PlantedRouterFlaws) -> [String]? {
    if flaws.contains(.decodesBeforeSplitting) {
      return url.path(percentEncoded: false).split(separator: "/").map(String.init)
    }
    let raw = url.path(percentEncoded: true).split(separator: "/", omittingEmptySubsequences: false)
    guard raw.first == "" else { return raw.isEmpty ? [] : nil }
    var decoded: [String] = []
    for segment in raw.dropFirst() {
      guard let text = segment.removingPercentEncoding else { return nil }
      decoded.append(text)
    }
    return decoded
  }
}

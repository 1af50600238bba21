import Foundation
import Iris
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

extension FuzzOracles {
  /// Oracle 4: an Iris ``URLPathRouter`` built from fuzzed patterns never
  /// traps and keeps its own round trip.
  ///
  /// The bytes are choices for a ``RouterFuzzCase``. Patterns that
  /// `URLPattern` rejects are dropped (a pattern error is fine); any number
  /// of path segments is kept. Each route parses to a ``RouteHit``
  /// and emits the hit's captures. Then:
  /// - every link parses without trapping (`TotalityLaw`) and, if a route
  ///   matches, prints, and the printed link is a fixed point
  ///   (`CanonicalIdempotenceLaw`); a matched link that does not print
  ///   violates `RouterRoundTrip` (`parse → print`);
  /// - every fuzzed hit that prints parses back to itself, or to a hit of an
  ///   earlier route that shadows it (`RouterRoundTrip`, `print → parse`).
  /// - Parameter bytes: the fuzzer's input.
  /// - Returns: the outcome.
  public static func routerPatterns(_ bytes: [UInt8]) -> OracleOutcome {
    let recorder = ChoiceRecorder(
      source: ByteSource(bytes), exhaustion: .drawSimplest, maxChoices: maxChoices)
    guard let fuzzCase = try? RouterFuzzCase.generator.generate(recorder) else {
      return .skipped("generation stopped")
    }
    let patterns = fuzzCase.patterns.compactMap { try? URLPattern(validating: $0) }
    guard !patterns.isEmpty else { return .skipped("no valid pattern") }
    let router = URLPathRouter(
      scheme: RouterFuzzCase.scheme,
      routes: patterns.enumerated().map { index, pattern in route(index, pattern) })
    let codec = LinkCodec<RouteHit?>(
      parse: { router.parse($0) }, print: { $0.flatMap(router.url(for:)) },
      isUnknown: { $0 == nil })
    for link in fuzzCase.links {
      if let violation = linkViolation(link, codec: codec) { return .violated(violation) }
    }
    for (route, values) in fuzzCase.hits {
      let index = route % patterns.count
      let names = patterns[index].captureNames
      let hit = RouteHit(
        route: index,
        captures: Dictionary(
          uniqueKeysWithValues: zip(names, values + Array(repeating: "", count: names.count)))
      )
      if let violation = hitViolation(hit, codec: codec) { return .violated(violation) }
    }
    return .passed
  }

  private static func route(_ index: Int, _ pattern: URLPattern) -> URLRoute<RouteHit> {
    URLRoute(
      pattern,
      parse: { captures in
        RouteHit(
          route: index,
          captures: Dictionary(
            uniqueKeysWithValues: pattern.captureNames.compactMap { name in
              captures[name].map { (name, $0) }
            }))
      },
      emit: { hit in
        guard hit.route == index else { return nil }
        let path = pattern.path.map { segment in
          switch segment {
          case .literal(let literal): literal
          case .capture(let name): hit.captures[name] ?? ""
          }
        }
        let query = pattern.captureQueryNames.compactMap { name in
          hit.captures[name].map { URLQueryItem(name: name, value: $0) }
        }
        return URLEmission(path, queryItems: query)
      })
  }

  private static func linkViolation(_ link: String, codec: LinkCodec<RouteHit?>) -> LawViolation? {
    if let violation = TotalityLaw(codec).check(link) { return violation }
    if let url = URL(string: link), let hit = codec.parse(url), codec.print(hit) == nil {
      return LawViolation(
        law: "RouterRoundTrip", direction: "parse → print",
        message: "parse(\(String(reflecting: link))) = \(hit), but print(\(hit)) = nil")
    }
    return CanonicalIdempotenceLaw(codec).check(link)
  }

  private static func hitViolation(_ hit: RouteHit, codec: LinkCodec<RouteHit?>) -> LawViolation? {
    guard let url = codec.print(hit) else { return nil }
    let parsed = codec.parse(url)
    if parsed == hit { return nil }
    if let parsed, parsed.route < hit.route { return nil }
    return LawViolation(
      law: "RouterRoundTrip", direction: "print → parse",
      message: "print(\(hit)) = \(String(reflecting: url.absoluteString)), "
        + "but parse(...) = \(parsed.map(\.description) ?? "nil")")
  }
}

import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

/// One input of the router oracle: a routing table as pattern strings, links
/// to parse, and hits to print, all drawn from choices.
///
/// Patterns are mostly well-formed (a host from a small vocabulary, now and
/// then one with `--` such as punycode `xn--9ca`, literal
/// and `:capture` segments, `?query` names) and sometimes raw text over the
/// pattern grammar's delimiters, so ``URLPatternError`` paths run too.
/// Links are mostly built for the scheme `fz` from the same vocabulary, with
/// values full of delimiters, escapes and unicode, and sometimes raw text.
public struct RouterFuzzCase: Sendable {
  /// The scheme every fuzzed router uses.
  public static let scheme = "fz"

  /// The route patterns, in table order; invalid ones are dropped.
  public var patterns: [String]
  /// The links to parse.
  public var links: [String]
  /// Hits to print: a route number (taken modulo the table size) and values
  /// for that route's captures, in ``URLPattern/captureNames`` order.
  public var hits: [(route: Int, values: [String])]

  /// Draws a case from choices.
  public static let generator: Gen<RouterFuzzCase> = Gen.zip(
    Gen.array(of: pattern, count: 1...4),
    Gen.array(of: link, count: 0...4),
    Gen.array(of: Gen.zip(Gen.int(in: 0...3), Gen.array(of: value, count: 0...4)), count: 0...3)
  ).map { patterns, links, hits in
    RouterFuzzCase(
      patterns: patterns, links: links, hits: hits.map { (route: $0.0, values: $0.1) })
  }

  private static let words = ["inbox", "thread", "search", "a", "B", "é", "x-y.z_~"]
  private static let word = Gen<String>.element(of: words)
  /// Hosts: mostly the words; sometimes one with `--`: valid punycode
  /// (`xn--9ca` is `é`), invalid punycode, and a plain double hyphen.
  static let host = Gen<String>.frequency(
    (5, word), (1, .element(of: ["xn--9ca", "XN--ZZ", "a--b", "xn--"])))
  private static let names = Gen<String>.element(of: ["id", "q", "n", "id"])
  private static let value = Gen<String>.string(
    from: .characters("a/?#&=+%:@ .~é💌Z2F"), length: 0...6)

  private static let segment = Gen<String>.frequency(
    (2, word), (2, names.map { ":" + $0 }),
    (1, .string(from: .characters("a:/?&#%"), length: 0...3))
  )

  private static let pattern = Gen<String>.frequency(
    (
      4,
      Gen.zip(host, Gen.array(of: segment, count: 0...6), Gen.array(of: names, count: 0...2)).map {
        host, segments, query in
        ([host] + segments).joined(separator: "/")
          + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      }
    ),
    (1, .string(from: .characters("ab:/?&#é%~"), length: 0...10))
  )

  private static let link = Gen<String>.frequency(
    (
      4,
      Gen.zip(
        Gen.element(of: ["fz", "FZ", "other"]), host, Gen.array(of: value, count: 0...4),
        Gen.array(of: Gen.zip(names, value), count: 0...2)
      ).map { scheme, host, segments, query in
        "\(scheme)://\(host)" + segments.map { "/" + $0 }.joined()
          + (query.isEmpty ? "" : "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
      }
    ),
    (1, .string(from: .characters("fz:/?#&=%2Fa b@[]"), length: 0...16))
  )
}

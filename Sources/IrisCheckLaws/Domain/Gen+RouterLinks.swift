import IrisCheckCore

extension Gen where Value == String {
  /// Links built from a router's templates, with each placeholder filled
  /// by ``templateValues``.
  ///
  /// Draws the template (simplest: the first), then one value per
  /// placeholder. Simplest: the first template with every value `a`.
  /// - Parameters:
  ///   - templates: the router's templates, at least one.
  ///   - values: the values to fill placeholders with, simplest first;
  ///     ``templateValues(_:)`` when `nil`.
  /// - Returns: a generator of links.
  package static func templateLink(
    _ templates: [LinkTemplate], values: [String]? = nil
  ) -> Gen<String> {
    let values = Gen.element(of: values ?? templateValues(templates))
    return Gen<Int>.int(in: 0...templates.count - 1).flatMap { index in
      let template = templates[index]
      let names = template.parameters
      return Gen<[String]>.array(of: values, count: names.count...names.count).map {
        template.render(Dictionary(Swift.zip(names, $0)) { first, _ in first })
      }
    }
  }

  /// The values placeholders are filled with, simplest first: plain words,
  /// every literal word of the templates (so a value can hit another
  /// route), then dot segments and escaped delimiters.
  /// - Parameter templates: the router's templates.
  /// - Returns: the raw values.
  package static func templateValues(_ templates: [LinkTemplate]) -> [String] {
    var values = ["a", "b", "1"]
    for word in templates.flatMap(\.words) where !values.contains(word) { values.append(word) }
    return values + [".", "..", "%2E", "%2e%2E", "a%2Fb", "a%3Fb", "a%23b"]
  }

  /// Links a parse-only router meets: ``templateLink(_:values:)``s (with
  /// any value, and with the templates' own words only), the same with
  /// one path `/` escaped as `%2F`, their near misses, their origins
  /// swapped for look-alikes (``OriginLookAlike``), random URL strings over
  /// the templates' words, and `extra`'s strings when given.
  /// - Parameters:
  ///   - templates: the router's templates; none leaves random strings
  ///     and `extra`.
  ///   - extra: the consumer's own URL strings, or `nil`.
  /// - Returns: the mixed generator.
  package static func routerLinks(_ templates: [LinkTemplate], extra: Gen<String>?) -> Gen<String> {
    let vocabulary = URLVocabulary(
      schemes: unique(templates.map(\.scheme)), hosts: unique(templates.map(\.authority)),
      pathWords: unique(templates.flatMap(\.words)),
      queryNames: unique(templates.flatMap { ($0.query ?? []).map(\.name) }))
    var weighted: [(Int, Gen<String>)] = []
    if !templates.isEmpty {
      let link = templateLink(templates)
      // NB: links whose values are only the templates' own words, so a link
      // that two templates match (`/:link` filled with `activity`) comes up
      // in one example in about seventy, not one in two hundred.
      let words = unique(templates.flatMap(\.words))
      if !words.isEmpty { weighted.append((2, templateLink(templates, values: words))) }
      weighted += [
        (4, link),
        (2, Gen<(String, Int)>.zip(link, .int(in: 0...7)).map { escapingOneSlash($0, $1) }),
        (2, .nearMiss(of: link, vocabulary: vocabulary)),
        (
          2,
          Gen<(String, OriginLookAlike)>.zip(link, .element(of: OriginLookAlike.allCases)).map {
            $1.apply(to: $0)
          }
        ),
      ]
    }
    weighted.append((1, .urlString(vocabulary)))
    if let extra { weighted.append((1, extra)) }
    return .frequency(weighted)
  }

  /// `link` with the `pick`th `/` of its path that follows a segment
  /// (counted round) written `%2F`; `link` when its path has none.
  private static func escapingOneSlash(_ link: String, _ pick: Int) -> String {
    guard let separator = link.range(of: "://") else { return link }
    let end = link.firstIndex { "?#".contains($0) } ?? link.endIndex
    let path = link[separator.upperBound..<end]
    guard let first = path.firstIndex(of: "/") else { return link }
    let inner = path[path.index(after: first)...].indices.filter { path[$0] == "/" }
    guard !inner.isEmpty else { return link }
    let slash = inner[pick % inner.count]
    return link[..<slash] + "%2F" + link[link.index(after: slash)...]
  }

  private static func unique(_ words: [String]) -> [String] {
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }
}

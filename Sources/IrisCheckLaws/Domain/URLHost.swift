import IrisCheckCore

extension Gen where Value == String {
  /// URL hosts: the vocabulary's, random dotted names, IPv6 literals and the
  /// empty host, in varied letter case.
  ///
  /// Simplest first: a vocabulary host (when there is one), one to three
  /// random labels joined by `.` (`"a"` simplest), an IPv6 literal from
  /// ``ipv6Literals``, or `""`. Then kept, uppercased or mixed-case (hosts
  /// are case-insensitive).
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of hosts.
  package static func urlHost(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<String> {
    let label = Gen.string(
      from: .characters("abcdefghijklmnopqrstuvwxyz0123456789-"), length: 1...8)
    let dotted = Gen<[String]>.array(of: label, count: 1...3).map { $0.joined(separator: ".") }
    let known: [Gen<String>] = vocabulary.hosts.isEmpty ? [] : [.element(of: vocabulary.hosts)]
    return .caseVariant(of: .oneOf(known + [dotted, .element(of: ipv6Literals), .just("")]))
  }

  /// The IPv6 literals ``urlHost(_:)`` draws: loopback, documentation and
  /// link-local (with an escaped zone) addresses, and an IPv4-mapped one.
  package static let ipv6Literals = [
    "[::1]", "[2001:db8::7]", "[fe80::1%25en0]", "[::ffff:1.2.3.4]",
  ]
}

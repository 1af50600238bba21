import IrisCheckCore

extension Gen where Value == String {
  /// URL schemes: the vocabulary's, or random well-formed ones, in varied
  /// letter case.
  ///
  /// A vocabulary scheme (when there is one) is simplest, then a random
  /// scheme: a letter followed by up to seven of `a-z0-9+.-`. Either is then
  /// kept, uppercased or mixed-case (RFC 3986 makes schemes
  /// case-insensitive). Simplest: the first vocabulary scheme, else `"a"`.
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of schemes.
  package static func urlScheme(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<String> {
    let random = Gen<(Character, String)>.zip(
      Gen<Character>.character(from: .characters("abcdefghijklmnopqrstuvwxyz")),
      Gen.string(from: .characters("abcdefghijklmnopqrstuvwxyz0123456789+.-"), length: 0...7)
    ).map { String($0) + $1 }
    let known: [Gen<String>] = vocabulary.schemes.isEmpty ? [] : [.element(of: vocabulary.schemes)]
    return .caseVariant(of: .oneOf(known + [random]))
  }
}

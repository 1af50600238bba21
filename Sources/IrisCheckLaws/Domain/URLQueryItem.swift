import IrisCheckCore

extension Gen where Value == URLPieces.QueryItem {
  /// One raw query item: a name from the vocabulary or random, and a value
  /// that is absent, empty, or text full of `+`, `&`, `=`, spaces and
  /// non-ASCII.
  ///
  /// Simplest first: the name is a vocabulary name (when there is one) or
  /// 1–4 unreserved characters; the value is `""` (written `name=`), text
  /// from ``Gen/urlText(words:pieces:)`` or one of `"+"`, `"a+b"`, `"a&b"`,
  /// `"a=b"`, `"a b"`, or absent (the bare name).
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of query items.
  package static func urlQueryItem(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<Value> {
    let random = Gen<String>.string(from: .urlUnreserved, length: 1...4)
    let known: [Gen<String>] =
      vocabulary.queryNames.isEmpty ? [] : [.element(of: vocabulary.queryNames)]
    let value = Gen<String?>.frequency(
      (1, .just("")),
      (4, Gen<String>.urlText(pieces: 1...4).map { $0 }),
      (2, Gen<String>.element(of: ["+", "a+b", "a&b", "a=b", "a b"]).map { $0 }),
      (1, .just(nil))
    )
    return Gen<(String, String?)>.zip(.oneOf(known + [random]), value).map {
      URLPieces.QueryItem(name: $0, value: $1)
    }
  }
}

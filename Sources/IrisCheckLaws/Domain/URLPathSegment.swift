import IrisCheckCore

extension Gen where Value == String {
  /// One raw URL path segment: a vocabulary word, ``urlText(words:pieces:)``
  /// or the empty segment.
  ///
  /// Simplest first: ``urlText(words:pieces:)`` of one to three pieces over
  /// the vocabulary's path words (so the first path word, or `"a"`), then
  /// `""`, which writes an empty segment (`//`).
  /// - Parameter vocabulary: the consumer's words; defaults to none.
  /// - Returns: a generator of raw segments.
  package static func urlPathSegment(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<String> {
    .frequency((5, .urlText(words: vocabulary.pathWords, pieces: 1...3)), (1, .just("")))
  }
}

import Foundation
import IrisCheckCore
import IrisCheckLaws
import TinyLinks

/// TinyLinks plugged into IrisCheck's codec laws: its generators and its
/// law suite, shared by the tests and the fuzz targets.
public enum TinyLinksLaws {
  /// The words of TinyLinks' links, for URL strings and near misses.
  public static let vocabulary = URLVocabulary(
    schemes: ["tiny"], hosts: ["home", "tag", "search"], pathWords: ["work", "a"],
    queryNames: ["q"])

  /// Every intent, its text from ``Gen/linkPayload`` (delimiters, escapes,
  /// whitespace, long runs); simplest `.home`.
  public static let links = Gen<TinyLink>.oneOf(
    .just(.home),
    Gen<String>.linkPayload.map { .tag($0) },
    Gen<String>.linkPayload.map { .search($0) },
    Gen.urlString(vocabulary).map { .unknown(URL(string: $0) ?? fallback) })

  /// URL strings over ``vocabulary`` and near misses of printed links.
  public static let urls = Gen<String>.oneOf(
    .urlString(vocabulary),
    .nearMiss(
      of: links.map { TinyLinkCodec().url(for: $0)?.absoluteString ?? "tiny://home" },
      vocabulary: vocabulary))

  /// The codec laws (round trip, normalisation, totality, canonical
  /// idempotence, case-insensitive scheme and host) on a codec.
  /// - Parameter codec: the codec under test; defaults to the app's.
  /// - Returns: the suite.
  public static func codec(_ codec: TinyLinkCodec = TinyLinkCodec()) -> LawSuite {
    CodecLaws(
      LinkCodec(codec) { if case .unknown = $0 { true } else { false } }, intents: links, urls: urls
    ).suite
  }

  private static let fallback = URL(string: "tiny://nowhere")!
}

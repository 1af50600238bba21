import Foundation
import IrisCheckCore
import IrisCheckLaws
import Shelf

/// The reading app's generators, shared by its law suites, its harness and
/// the tests.
///
/// Identifiers are `Gen.linkPayload` (every URL delimiter,
/// dot segments, `""`, invisible and non-BMP characters, very long strings),
/// so every intent stresses the codec's escaping; book identifiers are as
/// often one the ``SlowCatalog`` has (simplest `"a"`) as free text, which it
/// mostly does not have (simplest `""`), so loads and redirects are both common.
public enum ShelfGenerators {
  /// The words of the app's links: scheme `shelf`, its hosts and path words.
  public static let vocabulary = URLVocabulary(
    schemes: [ShelfLinks.scheme], hosts: ["library", "book", "author", "signin"],
    pathWords: ["share", "a", "b"])

  /// Book identities: one of ``SlowCatalog/sampleBooks`` or free text, in
  /// equal parts; simplest `"a"` (a book the catalog has).
  public static let bookID = Gen<BookID>.oneOf(
    .element(of: SlowCatalog.sampleBooks.map(\.id)),
    Gen<String>.linkPayload.map { BookID(rawValue: $0) })

  /// Author identities: free text; simplest `""`.
  public static let authorID = Gen<String>.linkPayload.map { AuthorID(rawValue: $0) }

  /// Intents of every ``/Shelf/ShelfIntent`` case, each about equally likely.
  ///
  /// Simplest `.library`. Unknown links are URL strings over ``vocabulary``.
  public static let intent = Gen<ShelfIntent>.oneOf(
    .just(.library),
    bookID.map { .book($0) },
    authorID.map { .author($0) },
    bookID.map { .share($0) },
    .just(.signIn),
    bookID.map { .notFound($0) },
    Gen.urlString(vocabulary).map { .unknown(URL(string: $0) ?? fallbackLink) })

  /// URL strings: grammar-aware strings over ``vocabulary`` (simplest
  /// `"shelf://library"`) or near misses of the links ``intent`` prints, in
  /// equal parts.
  public static let urlString = Gen<String>.oneOf(
    .urlString(vocabulary),
    .nearMiss(
      of: intent.map { ShelfLinks.codec.url(for: $0)?.absoluteString ?? "shelf://library" },
      vocabulary: vocabulary))

  private static let fallbackLink = URL(string: "shelf://nowhere")!
}

import IrisCheck
import Testing

@testable import Iris

struct DotLikeSegmentTests {
  /// Text made of the pieces of dot segments and their escapes, in both cases.
  private static let dotty = Gen<String>.string(from: .characters(".%25Ee"), length: 0...8)

  // MARK: - isDotLike

  @Test func dotSegmentsAndTheirEscapesAreDotLike() {
    let dotLike = [
      ".", "..", "%2E", "%2e", ".%2E", "%2e.", "%2E%2e", "%252E", "%25252e", "%2E%252E",
      "%25%32%45",
    ]
    for text in dotLike {
      #expect(DotLikeSegment.isDotLike(text), "\(text)")
    }
  }

  @Test func otherTextIsNotDotLike() {
    let other = [
      "", "...", "a", ".a", "%2E%2E%2E", "%2", "%", "%2F", "%41", "42", "%25", "%252", "%2E%zz",
    ]
    for text in other {
      #expect(!DotLikeSegment.isDotLike(text), "\(text)")
    }
  }

  // MARK: - escaped, unescaped

  @Test func escapedWritesDotsAndPercentsAsEscapes() {
    #expect(DotLikeSegment.escaped(".") == "%2E")
    #expect(DotLikeSegment.escaped("..") == "%2E%2E")
    #expect(DotLikeSegment.escaped("%2e.") == "%252e%2E")
  }

  @Test func unescapedDecodesOnlyDotLikeText() {
    #expect(DotLikeSegment.unescaped("%2E") == ".")
    #expect(DotLikeSegment.unescaped(".") == ".")
    #expect(DotLikeSegment.unescaped("%252E") == "%2E")
    #expect(DotLikeSegment.unescaped("%2F") == "%2F")
    #expect(DotLikeSegment.unescaped("%25") == "%25")
  }

  // MARK: - As a path segment

  @Test func dotLikeSegmentsPrintOneLevelDeeper() {
    #expect(PercentEncoding.encode(".", as: .pathSegment) == "%252E")
    #expect(PercentEncoding.encode("..", as: .pathSegment) == "%252E%252E")
    #expect(PercentEncoding.encode("%2E", as: .pathSegment) == "%25252E")
    #expect(PercentEncoding.encode("...", as: .pathSegment) == "...")
    #expect(PercentEncoding.encode(".", as: .queryComponent) == ".")
  }

  @Test func everyDottySegmentDecodesToItself() async {
    await forAll(Self.dotty, configuration: Configuration(examples: 2_000)) { text in
      let printed = PercentEncoding.encode(text, as: .pathSegment)
      return printed.utf8.withContiguousStorageIfAvailable(PercentEncoding.decodeSegment)
        == Optional(Optional(text))
    }
  }

  @Test func noPrintedSegmentIsADotSegmentToAnyParser() async {
    let dotSpellings: Set<String> = [".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"]
    await forAll(Self.dotty, configuration: Configuration(examples: 2_000)) { text in
      let printed = PercentEncoding.encode(text, as: .pathSegment).lowercased()
      // RFC 3986 percent-encoding normalisation decodes `%2E`; WHATWG reads it as a dot.
      return !dotSpellings.contains(printed)
        && !dotSpellings.contains(printed.replacingOccurrences(of: "%2e", with: "."))
    }
  }
}

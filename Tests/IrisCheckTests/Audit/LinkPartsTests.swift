import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

struct LinkPartsTests {
  // MARK: - Splitting

  @Test func partsReassembleToTheSameText() {
    for link in [
      "a://h", "a://h/", "a://h/x/y", "a://h/x?q=1&r", "a://h?", "a://h/x#f", "a://h//x?q=&r=2#",
    ] {
      #expect(LinkParts(link).text == link, "\(link)")
    }
  }

  @Test func splitsSegmentsAndQueryItemsStillEncoded() {
    let parts = LinkParts("a://h/x%2Fy/z?q=a%20b&flag")
    #expect(parts.prefix == "a://h")
    #expect(parts.segments == ["x%2Fy", "z"])
    #expect(parts.query.map(\.name) == ["q", "flag"])
    #expect(parts.query.map(\.value) == ["a%20b", nil])
  }

  // MARK: - Empty captures

  @Test func emptiedVariantsEmptyOneCaptureEach() {
    let variants = LinkParts("a://h/x/y?q=1").emptiedVariants
    #expect(variants.map(\.link) == ["a://h//y?q=1", "a://h/x/?q=1", "a://h/x/y?q="])
    #expect(variants.map(\.what) == ["path segment 1", "path segment 2", "query item q"])
  }

  @Test func emptyCaptureIsAnEmptySegmentOrQueryValue() {
    #expect(!LinkParts("a://h/x?q=1").hasEmptyCapture)
    #expect(LinkParts("a://h//x").hasEmptyCapture)
    #expect(LinkParts("a://h?q=").hasEmptyCapture)
    #expect(LinkParts("a://h?q").hasEmptyCapture)
  }

  // MARK: - Patterns

  @Test func capturesEqualToPayloadFieldsBecomePlaceholders() {
    let parts = LinkParts("a://thread/t%2F1/message/3?q=a%20b&x=1")
    let pattern = parts.pattern(fields: [("id", "t/1"), ("n", "3"), ("query", "a b")])
    #expect(pattern == "a://thread/{id}/message/{n}?q={query}&x=1")
  }
}

import IrisCheckFixtures
import IrisFuzz
import Testing

struct PlantedPercentCodecTests {
  // MARK: - parse

  @Test func readsDecodedPathSegmentsUnderAnyHost() {
    let codec = PlantedPercentCodec.codec
    #expect(codec.parse(string: "planted://h/a%2Fb/c") == .path(["a", "b", "c"]))
    #expect(codec.parse(string: "planted://h/%41%42") == .path(["AB"]))
    #expect(codec.parse(string: "planted://h/%2541") == .unknown)
    #expect(codec.parse(string: "mailbox://inbox") == .unknown)
  }

  @Test func trapsOnAPercentEndingAPathSegment() async {
    await #expect(processExitsWith: .failure) {
      _ = PlantedPercentCodec.codec.parse(string: "planted://p/a%25")
    }
  }

  // MARK: - print

  @Test func printsEscapedSegmentsUnderHostP() {
    let url = PlantedPercentCodec.codec.print(.path(["a b", "%"]))
    #expect(url?.absoluteString == "planted://p/a%20b/%25")
    #expect(PlantedPercentCodec.codec.print(.unknown) == nil)
  }
}

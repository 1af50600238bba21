import IrisCheck
import IrisFuzz
import Testing

struct ByteEncodingSourceTests {
  // MARK: - next(upTo:)

  @Test func writesTheFewestBigEndianBytesPerBound() {
    var source = ByteEncodingSource(ReplaySource(ChoiceSequence([5, 0, 300, 7])))
    #expect(source.next(upTo: 9) == 5)
    #expect(source.next(upTo: 0) == 0)
    #expect(source.next(upTo: 1_000) == 300)
    #expect(source.next(upTo: .max) == 7)
    #expect(source.bytes == [5, 0x01, 0x2C, 0, 0, 0, 0, 0, 0, 0, 7])
  }

  @Test func aByteSourceReadsBackTheSameChoices() {
    var recorded = ByteEncodingSource(SeededSource(seed: 9))
    let bounds: [UInt64] = [1, 255, 256, 70_000, .max, 0, 3]
    let drawn = bounds.map { recorded.next(upTo: $0) }
    var replay = ByteSource(recorded.bytes)
    #expect(bounds.map { replay.next(upTo: $0) } == drawn)
    #expect(replay.remaining == 0)
  }
}

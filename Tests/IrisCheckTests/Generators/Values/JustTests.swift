import IrisCheck
import Testing

struct JustTests {
  // MARK: - just

  @Test func producesTheValueWithoutDrawing() throws {
    let (value, recorder) = try replay(Gen.just("inbox"), [])
    #expect(value == "inbox")
    #expect(recorder.choices.isEmpty)
  }

  @Test func producesTheValueForEverySeed() throws {
    #expect(Gen.just(7).sample(count: 500).allSatisfy { $0 == 7 })
  }
}

import IrisCheck
import Testing

struct OneOfTests {
  private let tabs = Gen.oneOf(.just("inbox"), .just("archive"), .just("drafts"))

  // MARK: - oneOf

  @Test func choiceKPicksTheKthAlternative() throws {
    #expect(try simplest(tabs) == "inbox")
    #expect(try replay(tabs, [1]).value == "archive")
    #expect(try extreme(tabs) == "drafts")
  }

  @Test func everyAlternativeAppearsOverManySeeds() throws {
    #expect(Set(tabs.sample(count: 100)) == ["inbox", "archive", "drafts"])
  }

  @Test func pickAndValueShareOneSpan() throws {
    let gen = Gen.oneOf(.int(in: 0...9), .int(in: 100...109))
    let (value, recorder) = try replay(gen, [1, 3])
    #expect(value == 103)
    #expect(recorder.spans.map(\.range) == [0..<2])
  }
}

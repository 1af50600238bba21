import IrisCheck
import Testing

struct BoolTests {
  // MARK: - bool

  @Test func choiceZeroIsFalseAndOneIsTrue() throws {
    #expect(try simplest(Gen.bool) == false)
    #expect(try replay(Gen.bool, [1]).value == true)
    #expect(try extreme(Gen.bool) == true)
  }

  @Test func bothValuesAppearAmongSeededExamples() throws {
    #expect(Set(Gen.bool.sample(count: 50)) == [false, true])
  }
}

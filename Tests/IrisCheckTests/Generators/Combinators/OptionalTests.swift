import IrisCheck
import Testing

struct OptionalTests {
  private let maybe = Gen.optional(Gen.int(in: 1...9))

  // MARK: - optional

  @Test func choiceZeroIsNilAndOneDrawsTheValue() throws {
    #expect(try simplest(maybe) == nil)
    #expect(try replay(maybe, [1, 4]).value == 5)
    #expect(try extreme(maybe) == 9)
  }

  @Test func bothNilAndValuesAppearOverManySeeds() throws {
    let values = maybe.sample(count: 100)
    #expect(values.contains(nil))
    #expect(values.allSatisfy { $0 == nil || (1...9).contains($0!) })
    #expect(values.contains { $0 != nil })
  }
}

import IrisCheck
import Testing

struct ElementTests {
  // MARK: - element(of:)

  @Test func choiceKIsTheKthElement() throws {
    let gen = Gen.element(of: ["m", "metre", "metres"])
    #expect(try simplest(gen) == "m")
    #expect(try replay(gen, [1]).value == "metre")
    #expect(try extreme(gen) == "metres")
  }

  @Test func valuesComeFromTheCollectionOverManySeeds() throws {
    let source = Set(stride(from: 0, to: 100, by: 7))
    let values = Gen.element(of: source.sorted()).sample(count: 500)
    #expect(Set(values) == source)
  }
}

import IrisCheck
import Testing

struct MapTests {
  // MARK: - map

  @Test func transformsEachValueDrawingTheSameChoices() throws {
    let ints = Gen.int(in: 0...99)
    let labels = ints.map { "#\($0)" }
    #expect(labels.sample(count: 500, seed: 5) == ints.sample(count: 500, seed: 5).map { "#\($0)" })
  }

  @Test func simplestIsTheTransformedSimplest() throws {
    #expect(try simplest(Gen.int(in: 3...9).map { $0 * 10 }) == 30)
    #expect(try replay(Gen.int(in: 0...9).map { $0 * 10 }, [4]).value == 40)
  }
}

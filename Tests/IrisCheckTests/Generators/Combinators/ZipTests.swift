import IrisCheck
import Testing

struct ZipTests {
  private let digit = Gen.int(in: 0...9)

  // MARK: - zip

  @Test func pairsDrawLeftToRight() throws {
    let value = try replay(Gen.zip(digit, Gen.bool), [3, 1]).value
    #expect(value.0 == 3 && value.1 == true)
  }

  @Test func allZeroChoicesGiveEachComponentsSimplest() throws {
    let six = try simplest(
      Gen.zip(
        digit, .bool, .int(in: 5...9), .optional(digit), .just("x"), .element(of: [false, true])))
    #expect(six.0 == 0 && six.1 == false && six.2 == 5 && six.3 == nil && six.4 == "x")
    #expect(six.5 == false)
  }

  @Test func everyArityReadsItsChoicesInOrder() throws {
    let choices: [UInt64] = [1, 2, 3, 4, 5, 6]
    let three = try replay(Gen.zip(digit, digit, digit), choices).value
    #expect([three.0, three.1, three.2] == [1, 2, 3])
    let four = try replay(Gen.zip(digit, digit, digit, digit), choices).value
    #expect([four.0, four.1, four.2, four.3] == [1, 2, 3, 4])
    let five = try replay(Gen.zip(digit, digit, digit, digit, digit), choices).value
    #expect([five.0, five.1, five.2, five.3, five.4] == [1, 2, 3, 4, 5])
    let six = try replay(Gen.zip(digit, digit, digit, digit, digit, digit), choices).value
    #expect([six.0, six.1, six.2, six.3, six.4, six.5] == [1, 2, 3, 4, 5, 6])
  }

  @Test func componentsStayInTheirBoundsOverManySeeds() throws {
    let values = Gen.zip(digit, .int(in: -5...(-1)), .double(in: 0...1)).sample(count: 500)
    #expect(values.allSatisfy { (0...9).contains($0.0) && (-5...(-1)).contains($0.1) })
    #expect(values.allSatisfy { (0...1).contains($0.2) })
  }
}

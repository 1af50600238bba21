import IrisCheck
import IrisFuzz
import Testing

struct FuzzLawTests {
  // MARK: - Suites

  @Test func aSuiteTargetHoldsEveryPerExampleLawInOrder() {
    let target = FuzzTarget.suite("Planted", PlantedLaws.suite)
    #expect(target.laws?.map(\.name) == ["BelowFiveHundred", "AlwaysHolds"])
  }

  @Test func theFirstChoicePicksTheLawAndTheRestDrawItsInput() {
    let target = FuzzTarget.suite("Planted", PlantedLaws.suite)
    #expect(target.oracle(PlantedLaws.bytes(499)) == .passed)
    #expect(
      target.oracle(PlantedLaws.bytes(700)).violation
        == LawViolation(
          law: "BelowFiveHundred", direction: "x < 500", message: "700 is not below 500"))
    #expect(target.oracle([1, 3, 0xE7]) == .passed)
  }

  @Test func theEmptyInputIsTheSimplestCaseOfTheFirstLaw() {
    let target = FuzzTarget.suite("Planted", PlantedLaws.suite)
    #expect(target.oracle([]) == .passed)
    #expect(FuzzLaw.decode(target.laws ?? [], bytes: [])?.index == 0)
  }

  @Test func theLawsOwnChoicesFollowThePick() throws {
    let laws = try #require(FuzzTarget.suite("Planted", PlantedLaws.suite).laws)
    let decoded = try #require(FuzzLaw.decode(laws, bytes: PlantedLaws.bytes(700)))
    #expect(decoded.index == 0)
    #expect(decoded.choices == ChoiceSequence([700]))
  }

  @Test func aLawThatSuspendsIsJudgedToo() {
    let target = FuzzTarget.suite(
      "Async", LawSuite([.law(AsyncBelowFiveHundred(), over: .int(in: 0...1_000))]))
    #expect(target.oracle([0x01, 0xF3]) == .passed)
    #expect(target.oracle([0x01, 0xF4]).violation?.law == "AsyncBelowFiveHundred")
  }

  @Test func wholeRunLawsAreLeftOut() {
    let whole = LawSuite.Entry(name: "Whole") { _ in fatalError("a whole-run law is not fuzzed") }
    let target = FuzzTarget.suite("Whole", LawSuite([whole]))
    #expect(target.laws?.isEmpty == true)
    #expect(target.oracle([1, 2]) == .skipped("the target has no law"))
  }

  // MARK: - Properties

  @Test func aPropertyFailsWhenItReturnsFalse() {
    let target = FuzzTarget.property("small", .int(in: 0...1_000)) { $0 < 500 }
    #expect(target.laws?.map(\.name) == ["small"])
    #expect(target.oracle([0x01, 0xF3]) == .passed)
    #expect(
      target.oracle([0x01, 0xF4]).violation
        == LawViolation(law: "small", direction: "property", message: "the property returned false")
    )
  }

  @Test func aPropertyFailsWhenItThrows() {
    struct TooBig: Error {}
    let target = FuzzTarget.property("small", .int(in: 0...1_000)) { x in
      if x >= 500 { throw TooBig() }
    }
    #expect(target.oracle([0x01, 0xF3]) == .passed)
    #expect(target.oracle([0x01, 0xF4]).violation?.message == "the property threw TooBig()")
  }
}

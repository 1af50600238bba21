import IrisCheck
import Testing

struct GenScreensTests {
  private enum Pick: Equatable {
    case none
    case word(String)
    case pair(String, Int)
  }

  private static let picks = Gen<Pick>.oneOf(
    .just(.none),
    Gen<String>.element(of: ["a", "b", "c"]).map { .word($0) },
    .zip(Gen<String>.element(of: ["a", "b"]), Gen<Int>.element(of: [0, 7])).map {
      .pair($0, $1)
    })

  @Test func everyCaseIsScreenedWithEachOfItsFieldsHostileValues() throws {
    let values = try Self.picks.screens.map { try replay(Self.picks, $0).value }
    #expect(
      values == [
        .word("a"), .word("b"), .word("c"), .pair("a", 0), .pair("b", 0), .pair("a", 7),
      ])
  }

  @Test func arraysScreenOneElementOfEachScreen() throws {
    let lists = Gen<[String]>.array(of: .element(of: ["x", "y", "z"]))
    #expect(try lists.screens.map { try replay(lists, $0).value } == [["y"], ["z"]])
  }

  @Test func screensRunBeforeRandomExamplesWhateverTheSeed() async {
    // Three examples cannot find `Int32.max + 1` by chance; the screen of
    // `Gen.int()`'s edges always does, and of `.search("+")` too.
    for seed: UInt64 in 1...5 {
      let configuration = Configuration(examples: 3, seed: seed, saveRegressions: false)
      let edge = await PropertyCheck(Gen<Int>.int(), id: "edge", configuration: configuration)
        .run { $0 != Int(Int32.max) + 1 }
      #expect(edge.counterexample?.value == Int(Int32.max) + 1)
      let plus = await PropertyCheck(
        Gen<Pick>.oneOf(.just(.none), .linkPayload.map { .word($0) }), id: "plus",
        configuration: configuration
      ).run { $0 != .word("+") }
      #expect(plus.counterexample?.value == .word("+"))
    }
  }
}

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

  @Test func arraysScreenOneElementOfEachScreenTheSimplestElementIncluded() throws {
    let lists = Gen<[String]>.array(of: .element(of: ["x", "y", "z"]))
    #expect(try lists.screens.map { try replay(lists, $0).value } == [["x"], ["y"], ["z"]])
  }

  @Test func wideTuplesScreenEachFieldWhileTheOthersStaySimplest() throws {
    let bit = Gen<Int>.element(of: [0, 1])
    let quads = Gen<(Int, Int, Int, Int)>.zip(bit, bit, bit, bit).map { [$0, $1, $2, $3] }
    #expect(
      try quads.screens.map { try replay(quads, $0).value } == [
        [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
      ])
  }

  // MARK: - Nested reach

  /// Alternatives inside an array inside an alternative, like
  /// `Gen.linkPayload`'s pieces: the simplest is `""`, and every leaf's
  /// first element (`"a"`, `"c"`, `"x"`) is simplest only inside its part.
  private static let nested = Gen<String>.frequency(
    (1, .just("")),
    (
      3,
      Gen<[String]>.array(
        of: .oneOf(
          .element(of: ["a", "b"]), .frequency((2, .element(of: ["c", "d"])), (1, .just("e")))),
        count: 1...2
      ).map { $0.joined() }
    ),
    (1, .element(of: ["x", "y"])))

  @Test func nestedAlternativesAreScreenedDownToEveryLeafElement() throws {
    let values = try Self.nested.screens.map { try replay(Self.nested, $0).value }
    #expect(values == ["a", "b", "c", "d", "e", "x", "y"])
  }

  @Test func aPartsScreensStartWithItsSimplestValue() throws {
    let part = Gen<String>.element(of: ["a", "b"])
    #expect(part.partScreens == [[0], [1]])
    #expect(part.screens == [[1]])
    #expect(Gen<Int>.int(in: 0...9).partScreens == [[0]])
  }

  // MARK: - The cap

  private struct Tagged: Hashable {
    let tag: Int
    let text: String
  }

  @Test func aBigEnumKeepsEveryCaseWithEverySingleDelimiterWithinTheCap() throws {
    // 40 cases of one link payload each: 2,960 screens before the cap.
    let tagged = Gen<Tagged>.oneOf(
      (0..<40).map { tag in .linkPayload.map { Tagged(tag: tag, text: $0) } })
    let screens = tagged.screens
    #expect(screens.count == Gen<Tagged>.maxScreens - 1)
    let values = Set(try screens.map { try replay(tagged, $0).value })
    for tag in 0..<40 {
      let missing = LinkPayload.delimiters.filter { !values.contains(Tagged(tag: tag, text: $0)) }
      #expect(missing == [], "case \(tag)")
    }
  }

  @Test func alternativesShareTheCapFairlyAndPassOnWhatTheyLeave() throws {
    // One screen for the first alternative, 64 for each of 20 others: 51
    // each and the 3 spare slots to the first three.
    let wide = Gen<Int>.oneOf([.just(-1)] + (0..<20).map { _ in .element(of: Array(0..<64)) })
    let perAlternative = Dictionary(grouping: wide.partScreens, by: { $0[0] }).mapValues(\.count)
    #expect(
      (0...20).map { perAlternative[UInt64($0)] ?? 0 } == [1, 52, 52, 52]
        + Array(repeating: 51, count: 17))
  }

  @Test func screensRunOnTopOfTheRequestedExamples() async {
    let words = Gen<Pick>.oneOf(.just(.none), .linkPayload.map { .word($0) })
    var configuration = Configuration(examples: 30, seed: 1, saveRegressions: false)
    let screened = await PropertyCheck(words, id: "all", configuration: configuration).run { _ in }
    #expect(screened.statistics.examples == 30 + words.screens.count)
    configuration.screening = false
    let unscreened = await PropertyCheck(words, id: "all", configuration: configuration).run { _ in
    }
    #expect(unscreened.statistics.examples == 30)
  }

  @Test func screensRunBeforeRandomExamplesWhateverTheSeed() async {
    // Three examples cannot find `Int32.max + 1` by chance; the screen of
    // `Gen.int()`'s edges always does, and of `.word("+")` and `.word("/")` too.
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
      let slash = await PropertyCheck(
        Gen<Pick>.oneOf(.just(.none), .linkPayload.map { .word($0) }), id: "slash",
        configuration: configuration
      ).run { $0 != .word("/") }
      #expect(slash.counterexample?.value == .word("/"))
    }
  }
}

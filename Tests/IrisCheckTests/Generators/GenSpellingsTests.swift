import IrisCheck
import Testing

/// The spellings a newcomer reaches for compile and draw what the
/// canonical spelling draws from the same choices.
struct GenSpellingsTests {
  private static let digits = Gen<Int>.int(in: 0...9)
  private static let letters = Gen<String>.element(of: ["a", "b", "c"])

  @Test func optionalOnTheInstanceOrTheWrappedTypeIsGenOptional() {
    let canonical = Gen.optional(Self.digits).sample(count: 40, seed: 3)
    #expect(canonical.contains(nil) && canonical.contains { $0 != nil })
    #expect(Self.digits.optional.sample(count: 40, seed: 3) == canonical)
    #expect(Gen<Int>.optional(Self.digits).sample(count: 40, seed: 3) == canonical)
  }

  @Test func zipOnThePairTypeOrAComponentTypeIsGenZip() {
    let text = { (pair: (Int, String)) in "\(pair.0)\(pair.1)" }
    let canonical = Gen.zip(Self.digits, Self.letters).sample(count: 20, seed: 5).map(text)
    #expect(
      Gen<(Int, String)>.zip(Self.digits, Self.letters).sample(count: 20, seed: 5).map(text)
        == canonical)
    #expect(
      Gen<Int>.zip(Self.digits, Self.letters).sample(count: 20, seed: 5).map(text) == canonical)
  }
}

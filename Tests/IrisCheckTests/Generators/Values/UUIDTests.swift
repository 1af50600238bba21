import Foundation
import IrisCheck
import Testing

struct UUIDTests {
  private static let zero = "00000000-0000-0000-0000-000000000000"

  // MARK: - uuid

  @Test func theNilUUIDIsTheSimplestAndTheMaximalOneIsScreened() throws {
    let uuids = Gen<UUID>.uuid()
    #expect(try simplest(uuids).uuidString == Self.zero)
    #expect(
      try uuids.screens.map { try replay(uuids, $0).value.uuidString }
        == ["FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"])
  }

  @Test func theTwoChoicesAreTheHighAndTheLowBits() throws {
    let uuid = try replay(Gen<UUID>.uuid(), [0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210]).value
    #expect(uuid.uuidString == "01234567-89AB-CDEF-FEDC-BA9876543210")
  }

  // MARK: - text

  @Test func textIsScreenedInEveryCase() throws {
    let texts = Gen<String>.uuid()
    #expect(try simplest(texts) == Self.zero)
    #expect(
      try texts.screens.map { try replay(texts, $0).value } == [
        "ffffffff-ffff-ffff-ffff-ffffffffffff", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
        "fFfFfFfF-FfFf-fFfF-FfFf-fFfFfFfFfFfF",
      ])
  }

  /// A reader that rejects mixed case is caught, and the case shrinks to
  /// the smallest mixed-case UUID: two letters, one of each case.
  @Test func aCaseSensitiveReaderShrinksToTheSmallestMixedCase() async {
    let result = await PropertyCheck(
      Gen<String>.uuid(), id: "uuid",
      configuration: Configuration(examples: 10, seed: 1, saveRegressions: false)
    ).run { text in
      if text.lowercased() != text, UUID(uuidString: text) != nil, text.uppercased() != text {
        throw CaseError()
      }
    }
    #expect(result.counterexample.map { "\($0.value)" } == "00000000-0000-0000-0000-0000000002aA")
  }

  private struct CaseError: Error {}
}

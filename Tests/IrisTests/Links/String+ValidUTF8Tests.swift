import IrisCheck
import Testing

@testable import Iris

struct StringValidUTF8Tests {
  /// Byte strings near UTF-8: ASCII, continuation bytes, and the lead bytes
  /// of two-, three- and four-byte forms (including the overlong `C0`, `C1`,
  /// `E0`, `F0` and the out-of-range `F4`–`FF` leads), so valid and invalid
  /// multi-byte sequences both come up often.
  private static let nearUTF8: Gen<[UInt8]> = .array(
    of: .oneOf(
      .int(in: 0x00...0x7F), .int(in: 0x80...0xBF), .int(in: 0xC0...0xDF),
      .int(in: 0xE0...0xEF), .int(in: 0xF0...0xFF)
    ).map { UInt8($0) },
    count: 0...8)

  // MARK: - Fallback, against the standard library where it has the reference

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func fallbackAgreesWithTheStandardLibraryOnEveryOneAndTwoByteString() {
    var disagreements: [[UInt8]] = []
    for first in 0...255 {
      let one = [UInt8(first)]
      if String(validUTF8Fallback: one) != String(validating: one, as: UTF8.self) {
        disagreements.append(one)
      }
      for second in 0...255 {
        let two = [UInt8(first), UInt8(second)]
        if String(validUTF8Fallback: two) != String(validating: two, as: UTF8.self) {
          disagreements.append(two)
        }
      }
    }
    #expect(disagreements.prefix(3) == [], "\(disagreements.count) strings disagree")
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func fallbackAgreesWithTheStandardLibraryOnLongerStrings() async {
    await forAll(Self.nearUTF8, configuration: Configuration(examples: 3_000)) { bytes in
      String(validUTF8Fallback: bytes) == String(validating: bytes, as: UTF8.self)
    }
  }

  // MARK: - Fallback, everywhere

  @Test func fallbackDecodesValidFormsAndRejectsTheInvalidOnes() {
    #expect(String(validUTF8Fallback: [0x61, 0xE2, 0x82, 0xAC]) == "a€")
    #expect(String(validUTF8Fallback: [0xF0, 0x9F, 0x98, 0x80]) == "😀")
    #expect(String(validUTF8Fallback: [UInt8]()) == "")
    #expect(String(validUTF8Fallback: [0x80]) == nil)  // a lone continuation byte
    #expect(String(validUTF8Fallback: [0xC0, 0xAF]) == nil)  // an overlong "/"
    #expect(String(validUTF8Fallback: [0xE0, 0x80, 0xAF]) == nil)  // another
    #expect(String(validUTF8Fallback: [0xED, 0xA0, 0x80]) == nil)  // a surrogate
    #expect(String(validUTF8Fallback: [0xF4, 0x90, 0x80, 0x80]) == nil)  // past U+10FFFF
    #expect(String(validUTF8Fallback: [0xE2, 0x82]) == nil)  // truncated
  }

  // MARK: - Entry point

  @Test func validUTF8IsNilExactlyForInvalidBytes() {
    #expect(String(validUTF8: Array("a/é".utf8)) == "a/é")
    #expect(String(validUTF8: [0x61, 0xFF]) == nil)
  }
}

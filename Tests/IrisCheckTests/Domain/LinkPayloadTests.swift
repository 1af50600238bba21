import Foundation
import IrisCheck
import Testing

struct LinkPayloadTests {
  private typealias Matcher = @Sendable (String) -> Bool

  /// Every hostile class, with how to recognise it in a payload.
  private static var classes: [(String, Matcher)] {
    var classes: [(String, Matcher)] = LinkPayload.delimiters.map { delimiter in
      ("delimiter \(delimiter)", { $0.contains(delimiter) })
    }
    classes.append(("empty", { $0.isEmpty }))
    classes.append(("dot", { $0 == "." || $0.hasPrefix("./") || $0.contains("/./") }))
    classes.append(("dot-dot", { $0.contains("..") }))
    classes.append(("escaped dot", { $0.lowercased().contains("%2e") }))
    classes.append(("leading whitespace", { $0.first?.isWhitespace == true }))
    classes.append(("trailing whitespace", { $0.last?.isWhitespace == true }))
    classes.append(
      ("inner whitespace", { $0.dropFirst().dropLast().contains(where: \.isWhitespace) }))
    classes.append(("no-break space", { $0.unicodeScalars.contains("\u{A0}") }))
    classes.append(("tab or newline", { $0.contains("\t") || $0.contains("\n") }))
    classes.append(("U+FEFF", { $0.unicodeScalars.contains("\u{FEFF}") }))
    classes.append(
      (
        "other format",
        { text in
          text.unicodeScalars.contains {
            $0.properties.generalCategory == .format && $0 != "\u{FEFF}"
          }
        }
      ))
    classes.append(("non-BMP", { $0.unicodeScalars.contains { $0.value > 0xFFFF } }))
    classes.append(
      (
        "combining mark",
        { text in
          text.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark }
        }
      ))
    classes.append(("upper case", { $0.contains(where: \.isUppercase) }))
    classes.append(("digits only", { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }))
    classes.append(("very long", { $0.count >= 256 }))
    classes.append(("Int32 edge", { $0 == "2147483648" || $0 == "2147483647" }))
    classes.append(("Int64 edge", { $0 == "9223372036854775808" || $0 == "9223372036854775807" }))
    return classes
  }

  @Test func reachesEveryHostileClassOften() throws {
    let payloads = Gen.linkPayload.sample(count: 2_000)
    for (name, matches) in Self.classes {
      let share = Double(payloads.filter(matches).count) / Double(payloads.count)
      // At least one in 200: a law's 1,000 examples meet each class ≥ 5 times on average.
      #expect(share >= 0.005, "\(name): \(share)")
    }
  }

  @Test func simplestIsEmptyThenSingleDelimiters() throws {
    #expect(try simplest(Gen.linkPayload) == "")
    // Composed branch, one piece, the delimiter branch, delimiter k.
    #expect(try replay(Gen.linkPayload, [0, 1, 0, 0, 0, 0, 0, 0]).value == "/")
    #expect(try replay(Gen.linkPayload, [0, 1, 0, 1, 0, 0, 0, 0]).value == "+")
  }

  @Test func aWhitespaceBugShrinksToASpace() async throws {
    for seed: UInt64 in 1...10 {
      let result = await PropertyCheck(
        .linkPayload, id: "trim",
        configuration: Configuration(examples: 1_000, seed: seed, saveRegressions: false)
      ).run { $0.trimmingCharacters(in: .whitespacesAndNewlines) == $0 }
      #expect(result.counterexample?.value == " ", "seed \(seed)")
    }
  }

  @Test func anyCharacterWhitespaceBugShrinksToASpaceNotNoBreakSpace() async throws {
    // The README's old generator: a binary search alone stops at U+00A0.
    let text = Gen<String>.string(from: .unicode.union(.urlReserved), length: 1...8)
    for seed: UInt64 in 1...10 {
      let result = await PropertyCheck(
        text, id: "trim",
        configuration: Configuration(examples: 1_000, seed: seed, saveRegressions: false)
      ).run { !$0.contains { $0.isWhitespace } }
      #expect(result.counterexample?.value == " ", "seed \(seed)")
    }
  }
}

import IrisCheckCore

extension Gen where Value == String {
  /// Link-hostile text for an intent's payload (an id, a query, an
  /// address): the strings codecs get wrong, drawn often.
  ///
  /// ```swift
  /// Gen.linkPayload  // "" simplest, then "/", "+", "%", " ", "?", …
  /// ```
  /// Five in eight are 0–6 pieces concatenated, each piece one of (by
  /// weight): 1–3 URL delimiters (`/ + % space ? # & = . : ; @ ,`, 12), a
  /// plain run of letters and digits (2), `.` or `..` (1), whitespace
  /// (space, tab, newline, CR, U+00A0, U+2003, U+3000, U+2028; 1), a format
  /// character (U+FEFF, U+200B, U+200E, U+202E, U+00AD, U+2060; 1), a
  /// non-BMP scalar (emoji, `𝒜`, `𠀋`, a flag; 1), a character with a
  /// combining mark (1), upper-case letters (1), a percent escape (2) or a
  /// run of 1–1,024 URL characters (mostly very long; 1). The rest are
  /// whole strings (2 in 8): a dot segment (`"."`, `".."`), a lone
  /// space, U+FEFF or U+00A0, percent-escape text (`"%2F"`, `"%25"`, and
  /// `"%2E"`, which a browser reads as a dot), or an integer edge (`"0"`,
  /// `"-1"`, `"2147483648"`, …); or digits only (1 in 8).
  ///
  /// **Shrinking.** Toward `""`, then single delimiters in the order
  /// above; whitespace shrinks to `" "` before U+00A0, a long run to a
  /// short one.
  ///
  /// **Screening.** Every check tries each of these strings on its own in
  /// every `linkPayload` field, the intent's other fields simplest, before
  /// any random example and whatever the seed: `""`; each single delimiter
  /// (`"/"`, `"+"`, … `","`); each whitespace character and each format
  /// character above; each non-BMP scalar above; `"."`, `".."`, `"a"`,
  /// `"A"`, `"é"` (`e` and a combining acute), `"0"`; each whole string
  /// above; the percent escapes `"%2F"`, `"%25"`, `"%20"`, `"%2B"`,
  /// `"%3F"`, `"%23"`, `"%26"`, `"%3D"`, `"%C3%A9"`, `"%F0%9F%92%8C"`,
  /// `"%00"` and the malformed `"%"`, `"%zz"`, `"%2"`, `"%G1"`, `"%%"`,
  /// `"%C3"`, `"%FF"`. That is 75 screens per field (`"."`, `" "`, `"a"`
  /// and U+FEFF, U+00A0 each come from two pieces), so `.thread(id: "/")`
  /// and `.search(query: "+")` are always tried.
  public static var linkPayload: Gen<String> {
    LinkPayload.generator
  }
}

/// The pieces of ``Gen/linkPayload``.
package enum LinkPayload {
  /// The URL delimiters, simplest first.
  package static let delimiters: [String] = [
    "/", "+", "%", " ", "?", "#", "&", "=", ".", ":", ";", "@", ",",
  ]
  /// Whitespace other than a space, ASCII first.
  package static let whitespace: [String] = [
    "\t", "\n", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{2028}",
  ]
  /// Invisible format characters.
  package static let format: [String] = [
    "\u{FEFF}", "\u{200B}", "\u{200E}", "\u{202E}", "\u{AD}", "\u{2060}",
  ]
  /// Scalars outside the Basic Multilingual Plane.
  package static let nonBMP: [String] = [
    "😀", "𝒜", "𠀋", "🇺🇸", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
  ]
  /// Whole strings: dot segments, escape text and integer edges.
  ///
  /// NB: new strings go last, so the choices of a saved replay keep their values.
  package static let whole: [String] = [
    ".", "..", " ", "\u{FEFF}", "\u{A0}", "%2F", "%25", "0", "-1", "00", "2147483647", "2147483648",
    "-2147483649",
    "9223372036854775807", "9223372036854775808", "-9223372036854775809", "%2E",
  ]

  static let generator: Gen<String> = {
    let run = Alphabet.urlUnreserved.union(.urlReserved).union(.characters(" \u{A0}é😀"))
    let piece = Gen<String>.frequency(
      (12, Gen<[String]>.array(of: .element(of: delimiters), count: 1...3).map { $0.joined() }),
      (2, .string(from: .alphanumeric, length: 1...4)),
      (1, .element(of: [".", ".."])),
      (1, .element(of: [" "] + whitespace)),
      (1, .element(of: format)),
      (1, .element(of: nonBMP)),
      (1, Gen<Character>.character(from: .combiningMarks).map { String($0) }),
      (1, .string(from: .characters("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), length: 1...3)),
      (2, .percentEscape),
      (1, .string(from: run, length: 1...1_024)))
    let long = Alphabet.urlUnreserved.union(.urlReserved).union(.characters(" \u{A0}é😀"))
    return .frequency(
      (5, Gen<[String]>.array(of: piece, count: 0...6).map { $0.joined() }),
      (2, .element(of: whole)),
      (1, .string(from: .characters("0123456789"), length: 1...20)))
  }()
}

// NB: disfavoured twins for leading-dot chains, as in Gen+LeadingDot.swift
// (`@_disfavoredOverload` acts at type-checking only, on every platform).
extension Gen {
  /// ``Gen/linkPayload`` in a leading-dot chain, such as
  /// `Gen<Link>.oneOf(.linkPayload.map { .thread(id: $0) })`.
  @_disfavoredOverload
  public static var linkPayload: Gen<String> { LinkPayload.generator }

  /// ``Gen/urlString(_:)`` in a leading-dot chain.
  /// - Parameter vocabulary: the words of the app's links.
  /// - Returns: a generator of URL strings.
  @_disfavoredOverload
  public static func urlString(_ vocabulary: URLVocabulary = URLVocabulary()) -> Gen<String> {
    Gen<String>.urlString(vocabulary)
  }
}

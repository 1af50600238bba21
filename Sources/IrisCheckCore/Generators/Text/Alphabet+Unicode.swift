extension Alphabet {
  /// Letters from many scripts, each one precomposed character.
  ///
  /// Accented Latin, Greek, Cyrillic, CJK, Hangul, case-mapping oddities (`ß`, `İ`,
  /// `ı`, `ﬁ`), full-width and astral-plane letters, symbols and invisible
  /// characters (no-break space, zero-width space, soft hyphen, byte order
  /// mark). Simplest `"é"`.
  public static let international = Alphabet([
    "é", "ñ", "ü", "ø", "ß", "İ", "ı", "ﬁ", "Ω", "λ", "Ж", "я", "中", "文", "日", "本",
    "한", "글", "Ａ", "𝒜", "∑", "€", "£", "¥", "\u{00A0}", "\u{200B}", "\u{00AD}", "\u{FEFF}",
  ])

  /// Characters built from a base and combining marks.
  ///
  /// Decomposed accents
  /// (`"e\u{301}"`), stacked marks, an Indic vowel sign and a Thai vowel.
  /// Each is one `Character`; the marks never appear alone. Simplest
  /// `"e\u{301}"`.
  public static let combiningMarks = Alphabet([
    "e\u{0301}", "a\u{0308}", "n\u{0303}", "o\u{0332}", "a\u{0308}\u{0304}",
    "Z\u{0335}\u{0324}\u{0354}\u{0346}", "\u{0915}\u{093F}", "\u{0E01}\u{0E34}",
  ])

  /// Right-to-left text and the bidirectional controls.
  ///
  /// Hebrew letters (one
  /// with a point), Arabic letters (one with a vowel mark), a ligature, an
  /// Arabic-Indic digit, and the marks/overrides/isolates U+200E, U+200F,
  /// U+202E, U+202C, U+2067, U+2069. Simplest `"א"`.
  public static let rightToLeft = Alphabet([
    "א", "ש", "ם", "\u{05E9}\u{05C1}", "ع", "ب", "\u{0628}\u{064E}", "ﻻ", "۳",
    "\u{200E}", "\u{200F}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}",
  ])

  /// Emoji, including modifier and zero-width-joiner sequences.
  ///
  /// Single code points, a skin-tone modifier, a variation selector,
  /// a keycap, flags, and zero-width-joiner sequences (family, rainbow flag,
  /// technologist, people holding hands). Simplest `"😀"`.
  public static let emoji = Alphabet([
    "😀", "🎉", "👍", "☺", "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",
    "🇺🇸", "🇯🇵",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",
    "\u{1F9D1}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}",
  ])

  /// Text that exercises encoders, URL escaping and bidirectional layout.
  ///
  /// Printable ASCII, then ``international``, ``combiningMarks``,
  /// ``rightToLeft`` and ``emoji``. Simplest `"a"`.
  public static let unicode = ascii.union(international).union(combiningMarks)
    .union(rightToLeft).union(emoji)
}

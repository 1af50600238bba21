extension Alphabet {
  /// The printable ASCII characters (U+0020 to U+007E, 95 of them):
  /// lowercase letters, uppercase letters, digits, space, then punctuation.
  public static let ascii = Alphabet(
    letters + digits + " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

  /// The ASCII letters and digits (62): lowercase, uppercase, digits.
  public static let alphanumeric = Alphabet(letters + digits)

  /// The characters a URL may hold without percent-encoding (RFC 3986
  /// "unreserved", 66): letters, digits, then `-._~`.
  public static let urlUnreserved = Alphabet(letters + digits + "-._~")

  /// The URL delimiters plus the percent sign.
  ///
  /// RFC 3986 "reserved" (18) plus `%`: `:/?#[]@!$&'()*+,;=%`, simplest
  /// `":"`. Union it with
  /// ``urlUnreserved`` to draw URL-ish text.
  public static let urlReserved = Alphabet(":/?#[]@!$&'()*+,;=%")

  private static let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
  private static let digits = "0123456789"
}

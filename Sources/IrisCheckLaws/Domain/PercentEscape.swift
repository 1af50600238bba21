import IrisCheckCore

extension Gen where Value == String {
  /// Percent escapes, valid and invalid, for URL components.
  ///
  /// Three in four are well formed: an escape from ``wellFormedEscapes``
  /// (`%2F`, `%25`, a multi-byte UTF-8 character, …) or a random byte
  /// written `%XX`, in upper or lower case. One in four is broken: an
  /// escape from ``brokenEscapes`` (`%`, `%zz`, `%2`, a lone UTF-8 lead
  /// byte, …). Simplest: `"%2F"`, the escape routers most often get wrong.
  public static var percentEscape: Gen<String> {
    let hex = Array("0123456789ABCDEF")
    let randomByte = Gen<(UInt8, Bool)>.zip(.int(in: 0...255), .bool).map { byte, lower in
      let text = "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      return lower ? text.lowercased() : text
    }
    return .frequency(
      (2, .element(of: PercentEscapes.wellFormed)),
      (1, randomByte),
      (1, .element(of: PercentEscapes.broken))
    )
  }
}

/// The fixed escapes `Gen.percentEscape` draws from.
public enum PercentEscapes {
  /// Well-formed escapes of characters routers treat specially: `/`, `%`,
  /// space, `+`, `?`, `#`, `&`, `=`, and the UTF-8 of `é` and `💌`.
  public static let wellFormed = [
    "%2F", "%25", "%20", "%2B", "%3F", "%23", "%26", "%3D", "%C3%A9", "%F0%9F%92%8C",
  ]
  /// Escapes `removingPercentEncoding` rejects: a bare `%`, non-hex digits,
  /// a short escape, a doubled `%`, and bytes that are not valid UTF-8 on
  /// their own.
  public static let broken = ["%", "%zz", "%2", "%G1", "%%", "%C3", "%FF"]
}

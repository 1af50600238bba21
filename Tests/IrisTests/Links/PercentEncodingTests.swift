import Testing

@testable import Iris

struct PercentEncodingTests {
  // MARK: - Encode

  @Test func pathSegmentEncodesSeparatorsPercentAndPlus() {
    #expect(PercentEncoding.encode("/?#%+ ", as: .pathSegment) == "%2F%3F%23%25%2B%20")
    #expect(PercentEncoding.encode("a-._~!$&'()*,;=:@", as: .pathSegment) == "a-._~!$&'()*,;=:@")
  }

  @Test func queryComponentEncodesItsSeparators() {
    #expect(PercentEncoding.encode("&=+#% ", as: .queryComponent) == "%26%3D%2B%23%25%20")
    #expect(PercentEncoding.encode("/?:@", as: .queryComponent) == "/?:@")
  }

  // MARK: - Decode

  @Test func decodeAcceptsEitherHexCase() {
    #expect(PercentEncoding.decode("%2f%2F") == "//")
  }

  @Test func decodeKeepsPlus() {
    #expect(PercentEncoding.decode("a+b") == "a+b")
  }

  @Test func decodeRejectsMalformedEscapes() {
    #expect(PercentEncoding.decode("%") == nil)
    #expect(PercentEncoding.decode("%2") == nil)
    #expect(PercentEncoding.decode("%zz") == nil)
    #expect(PercentEncoding.decode("%C3") == nil)
  }

  /// On Linux, Foundation's `removingPercentEncoding` returns `""` for
  /// `%EF%BB%BF`, dropping a leading byte-order mark; Iris decodes it as the
  /// character it is, alone, leading, inside or trailing.
  @Test func decodeKeepsAByteOrderMark() {
    #expect(PercentEncoding.decode("%EF%BB%BF") == "\u{FEFF}")
    #expect(PercentEncoding.decode("%ef%bb%bfa") == "\u{FEFF}a")
    #expect(PercentEncoding.decode("a%EF%BB%BF%EF%BB%BF") == "a\u{FEFF}\u{FEFF}")
    #expect(PercentEncoding.encode("\u{FEFF}", as: .pathSegment) == "%EF%BB%BF")
  }

  @Test func decodeInvertsEncode() {
    for text in ["", "plain", "a/b?c#d%e f+g", "é😀", "%2F", "\u{FEFF}", "\u{FEFF}x"] {
      #expect(PercentEncoding.decode(PercentEncoding.encode(text, as: .pathSegment)) == text)
      #expect(PercentEncoding.decode(PercentEncoding.encode(text, as: .queryComponent)) == text)
    }
  }
}

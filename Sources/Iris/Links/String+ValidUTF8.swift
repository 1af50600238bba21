extension String {
  /// The string whose UTF-8 encoding is `bytes`, or `nil` when `bytes` are
  /// not valid UTF-8.
  ///
  /// `String(validating:as:)` where the standard library has it (macOS 15,
  /// iOS 18, Linux); on the older Apple systems the package deploys to,
  /// ``init(validUTF8Fallback:)``, which gives the same answers.
  /// - Parameter bytes: UTF-8 code units.
  package init?<Bytes: Collection>(validUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      guard let string = String(validating: bytes, as: UTF8.self) else { return nil }
      self = string
    } else {
      self.init(validUTF8Fallback: bytes)
    }
  }

  /// `String(validating: bytes, as: UTF8.self)` built from what macOS 14
  /// and iOS 17 have: the bytes are checked with `UTF8`'s decoder (which,
  /// like `String(validating:as:)`, rejects overlong forms, surrogates,
  /// scalars past U+10FFFF and truncated sequences), then decoded.
  /// - Parameter bytes: UTF-8 code units.
  package init?<Bytes: Collection>(validUTF8Fallback bytes: Bytes) where Bytes.Element == UInt8 {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decoding
      case .error: return nil
      }
    }
    self = String(decoding: bytes, as: UTF8.self)
  }
}

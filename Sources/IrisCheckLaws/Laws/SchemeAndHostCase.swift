import IrisCheckCore

/// Case folding of the parts of a URL string that RFC 3986 makes
/// case-insensitive: the scheme and the host.
enum SchemeAndHostCase {
  /// Uppercases the ASCII letters of a URL string's scheme and host (with
  /// port), leaving every other byte alone.
  /// - Parameter string: a URL string; text without a valid scheme is
  ///   returned unchanged, and the host is touched only after `//`.
  /// - Returns: the uppercased twin.
  static func uppercased(_ string: String) -> String {
    var bytes = Array(string.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      isLetter(bytes[0]), bytes[0..<colon].allSatisfy({ isSchemeByte($0) })
    else { return string }
    uppercase(&bytes, 0..<colon)
    let authorityStart = colon + 3
    guard bytes.count >= authorityStart,
      bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
    else { return String(decoding: bytes, as: UTF8.self) }
    let authorityEnd =
      bytes[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.endIndex
    let hostStart =
      bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")).map { $0 + 1 }
      ?? authorityStart
    uppercase(&bytes, hostStart..<authorityEnd)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || "+-.".utf8.contains(byte)
  }

  private static func uppercase(_ bytes: inout [UInt8], _ range: Range<Int>) {
    for index in range where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) {
      bytes[index] -= 0x20
    }
  }
}

/// Base64url (RFC 4648 §5) without padding, for replay tokens.
enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Encodes bytes as unpadded base64url text.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var group: UInt32 = 0
      for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
      for position in 0...chunk.count {
        output.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)])
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes unpadded (or padded) base64url text; `nil` on a bad character
  /// or an impossible length.
  static func decode(_ text: Substring) -> [UInt8]? {
    var sextets: [UInt8] = []
    for character in text.utf8 where character != UInt8(ascii: "=") {
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextets.append(character - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): sextets.append(character - UInt8(ascii: "a") + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sextets.append(character - UInt8(ascii: "0") + 52)
      case UInt8(ascii: "-"): sextets.append(62)
      case UInt8(ascii: "_"): sextets.append(63)
      default: return nil
      }
    }
    guard sextets.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for sextet in sextets {
      buffer = buffer << 6 | UInt32(sextet)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return bytes
  }
}

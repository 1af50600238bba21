import Foundation

extension Gen where Value == UUID {
  /// A generator of UUIDs: any 128 bits, drawn as two choices (the high
  /// and the low 64 bits).
  ///
  /// ```swift
  /// Gen<UUID>.uuid()  // simplest 00000000-0000-0000-0000-000000000000
  /// ```
  /// Choice `0, 0` is the nil UUID, the simplest; the maximal UUID
  /// (`FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF`) is its screen, so every run
  /// tries both ends. Version and variant bits are random like the rest: a
  /// parser that insists on version 4 rejects most of them, and should say so.
  /// - Returns: a generator of UUIDs.
  public static func uuid() -> Gen<UUID> {
    Gen(
      { recorder throws(GenerationStop) in
        UUID(bits: try recorder.draw(upTo: .max), try recorder.draw(upTo: .max))
      },
      screens: { [[.max, .max]] })
  }
}

extension Gen where Value == String {
  /// A generator of UUIDs as link text: ``uuid()`` written in lowercase,
  /// uppercase or mixed case, after a third choice (`0 →` lowercase).
  ///
  /// ```swift
  /// Gen<String>.uuid()  // simplest "00000000-0000-0000-0000-000000000000"
  /// ```
  /// Foundation prints a UUID in uppercase and `UUID(uuidString:)` reads any
  /// case, while a router that matches the text itself often reads one
  /// case only. Screens: the maximal UUID in each of the three cases
  /// (`ffffffff-…`, `FFFFFFFF-…`, `fFfFfFfF-…`), so every run tries a UUID
  /// in mixed case.
  /// - Returns: a generator of UUID text.
  public static func uuid() -> Gen<String> {
    Gen(
      { recorder throws(GenerationStop) in
        let uuid = UUID(bits: try recorder.draw(upTo: .max), try recorder.draw(upTo: .max))
        let text = uuid.uuidString
        switch try recorder.draw(upTo: 2) {
        case 0: return text.lowercased()
        case 1: return text
        default:
          return String(
            text.enumerated().map {
              $0.offset.isMultiple(of: 2) ? $0.element.lowercased() : String($0.element)
            }
            .joined())
        }
      },
      screens: { [[.max, .max, 0], [.max, .max, 1], [.max, .max, 2]] })
  }
}

extension UUID {
  /// The UUID whose bytes are `high` then `low`, big-endian.
  fileprivate init(bits high: UInt64, _ low: UInt64) {
    let bytes =
      (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}

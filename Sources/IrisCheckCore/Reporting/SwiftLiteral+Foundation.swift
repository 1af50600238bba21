import Foundation

extension SwiftLiteral {
  /// A Foundation value as the Swift expression that rebuilds it exactly,
  /// or `nil` for any other value.
  ///
  /// `UUID` prints as `UUID(uuidString: "…")!`, `Date` as
  /// `Date(timeIntervalSinceReferenceDate: …)` (its stored interval, so no
  /// digit is lost), `Data` as `Data([0x01, 0xFF])` (`Data()` when empty).
  /// `URL` prints itself (see its ``SwiftLiteralRepresentable`` conformance).
  /// NB: reflection would print a UUID as `UUID()`, which makes a new one.
  static func foundationLiteral(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID:
      return "UUID(uuidString: \(quoted(uuid.uuidString)))!"
    case let date as Date:
      return "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    case let data as Data:
      guard !data.isEmpty else { return "Data()" }
      let bytes = data.map { byte in
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      return "Data([" + bytes.joined(separator: ", ") + "])"
    default:
      return nil
    }
  }
}

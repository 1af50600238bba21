import Foundation

// NB: lives with the audit because intents conventionally carry
// `case unknown(URL)` and the audit prints intents; it belongs with
// SwiftLiteral in Reporting/.
extension URL: SwiftLiteralRepresentable {
  /// The URL as `URL(string: "<absoluteString>")!`, instead of its stored
  /// properties.
  public var swiftLiteral: String {
    "URL(string: \(SwiftLiteral.quoted(absoluteString)))!"
  }
}

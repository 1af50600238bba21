import Foundation

// NB: intents conventionally carry `case unknown(URL)`, so every report
// prints URLs.
extension URL: SwiftLiteralRepresentable {
  /// The URL as `URL(string: "<absoluteString>")!`, instead of its stored
  /// properties.
  public var swiftLiteral: String {
    "URL(string: \(SwiftLiteral.quoted(absoluteString)))!"
  }
}

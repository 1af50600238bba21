import Foundation
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

extension FuzzOracles {
  /// Oracle 3 for Iris: an Iris ``URLPathRouter``'s reading of a URL agrees
  /// with Foundation's.
  ///
  /// The bytes become text by ``FuzzText/string(_:)``; text `URL(string:)`
  /// rejects and URLs outside the comparison (see
  /// ``URLView/irisRouterReadings(of:)``, which also states the
  /// normalisation) are skipped. For the rest the two readings must be
  /// equal: same decoded path segments (split before decoding, so `%2F`
  /// stays inside its segment), same query values.
  /// - Parameter bytes: the fuzzer's input.
  /// - Returns: the outcome; a difference violates `FoundationAgreement`.
  public static func irisRouterDifferential(_ bytes: [UInt8]) -> OracleOutcome {
    let text = FuzzText.string(bytes)
    guard let url = URL(string: text) else { return .skipped("URL(string:) rejected the text") }
    guard let readings = URLView.irisRouterReadings(of: url) else {
      return .skipped("outside the router comparison")
    }
    return compare(url, codec: readings.iris, foundation: readings.foundation)
  }
}

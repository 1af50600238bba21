import Foundation
import IrisCheckCore
import IrisCheckLaws

extension FuzzOracles {
  /// Oracle 3: a codec-side reading of a URL agrees with Foundation's.
  ///
  /// The bytes become text by ``FuzzText/string(_:)``; text `URL(string:)`
  /// rejects is skipped, as are URLs `URLComponents` rejects or `view`
  /// declines (returns `nil`). For the rest, `view(url)` must equal
  /// ``URLView/init(foundation:)`` after ``URLView``'s normalisation and one
  /// more, a known Foundation difference pinned in the tests:
  ///
  /// - **IDNA hosts.** For a non-ASCII host, `url.absoluteString` holds the
  ///   punycode form (`xn--9ca`) while `URLComponents` reports the Unicode
  ///   form (`é`); hosts are not compared when Foundation's is non-ASCII.
  /// - **Invalid punycode hosts** (`xn--zz`): `URLComponents` reports no
  ///   host; ``URLView/init(foundation:)`` takes the host as written
  ///   (`encodedHost`), so they are compared, not reported as a difference.
  /// - Parameters:
  ///   - bytes: the fuzzer's input.
  ///   - view: the codec-side reading; defaults to splitting
  ///     `url.absoluteString` by hand (``URLView/init(splitting:)``).
  /// - Returns: the outcome; a difference is a violation of the law
  ///   `FoundationAgreement`.
  package static func differential(
    _ bytes: [UInt8],
    view: (URL) -> URLView? = { URLView(splitting: $0.absoluteString) }
  ) -> OracleOutcome {
    let text = FuzzText.string(bytes)
    guard let url = URL(string: text) else { return .skipped("URL(string:) rejected the text") }
    guard let reference = URLView(foundation: url) else {
      return .skipped("URLComponents rejected the URL")
    }
    guard var codecView = view(url) else { return .skipped("the codec-side view declined") }
    if reference.host.map({ !$0.allSatisfy(\.isASCII) }) ?? false {
      codecView.host = reference.host
    }
    return compare(url, codec: codecView, foundation: reference)
  }

  /// Compares a codec-side reading of `url` with Foundation's.
  /// - Parameters:
  ///   - url: the URL both read.
  ///   - codec: the codec-side reading.
  ///   - foundation: Foundation's reading.
  /// - Returns: passed when they agree, else a `FoundationAgreement` violation.
  package static func compare(_ url: URL, codec: URLView, foundation: URLView) -> OracleOutcome {
    guard codec != foundation else { return .passed }
    return .violated(
      LawViolation(
        law: "FoundationAgreement",
        direction: "codec view vs URLComponents",
        message: "for \(String(reflecting: url.absoluteString)) the codec reads "
          + "\(codec), but URLComponents reads \(foundation)"
      )
    )
  }
}

import Foundation
import IrisFuzz

/// The dot-segment escape of Iris's router, restated with Foundation for
/// the hand-written codecs of the fixtures and for the oracles that model
/// the router: an independent reading, not a call into Iris.
///
/// Text is dot-like when it is `.` or `..`, or percent-decodes, once or
/// more, to one of them (`%2E`, `.%2e`, `%252E`). A codec prints dot-like
/// text one level deeper (``deeper(_:)``, then its usual percent-encoding:
/// `.` becomes `%252E`) and reads a decoded segment that is dot-like by
/// decoding it once more (``undone(_:)``), so no WHATWG or RFC 3986 parser
/// takes the printed segment for a dot segment.
///
/// Decoding is strict (``URLView/strictlyDecoded(_:)``): Foundation's
/// `removingPercentEncoding` drops a leading U+FEFF, which would make
/// `%EF%BB%BF%2E` dot-like here while the router keeps it as written.
package enum DotLikeText {
  /// Whether `text` is dot-like.
  package static func isDotLike(_ text: String) -> Bool {
    if text == "." || text == ".." { return true }
    guard text.contains("%"), let decoded = URLView.strictlyDecoded(text[...]) else { return false }
    return isDotLike(decoded)
  }

  /// `text` with `%` written `%25` and `.` written `%2E`, before the
  /// codec's usual percent-encoding.
  package static func deeper(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ".", with: "%2E")
  }

  /// A decoded segment, decoded once more when it is dot-like.
  package static func undone(_ segment: String) -> String {
    guard isDotLike(segment) else { return segment }
    return URLView.strictlyDecoded(segment[...]) ?? segment
  }
}

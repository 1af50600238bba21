import Foundation
import IrisCheck

/// A fixture codec whose intent is the link's own text.
///
/// `parse` returns `url.absoluteString`, `print` is `URL(string:)`. It is canonical
/// (Foundation's escaping is idempotent) but case-sensitive, and it does not
/// round-trip text `URL(string:)` must escape.
let echoCodec = LinkCodec<String>(
  parse: { $0.absoluteString },
  print: { URL(string: $0) },
  isUnknown: { _ in false }
)

/// Bytes of a string's UTF-8 form, for feeding oracles.
func utf8(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

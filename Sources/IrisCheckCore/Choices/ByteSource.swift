/// A source that reads choices from raw bytes, so a fuzzer's input drives
/// the same generators as random testing.
///
/// Each draw consumes the fewest whole bytes that can express `bound`
/// (big-endian), and folds the result into `0...bound` by remainder. The
/// all-zero input therefore draws the simplest choices. When the bytes run
/// out the source is exhausted.
package struct ByteSource: ChoiceSource, Sendable {
  private let bytes: [UInt8]
  private var position = 0

  /// Creates a source over a byte buffer.
  /// - Parameter bytes: the raw input, for example a fuzzer's test case.
  package init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    self.bytes = Array(bytes)
  }

  /// The number of bytes not yet consumed.
  package var remaining: Int { bytes.count - position }

  /// Returns the next choice read from the bytes, or `nil` when too few remain.
  /// - Parameter bound: the largest permitted value.
  package mutating func next(upTo bound: UInt64) -> UInt64? {
    if bound == 0 { return 0 }
    let width = (64 - bound.leadingZeroBitCount + 7) / 8
    guard remaining >= width else { return nil }
    var raw: UInt64 = 0
    for byte in bytes[position..<position + width] {
      raw = raw << 8 | UInt64(byte)
    }
    position += width
    return bound == .max ? raw : raw % (bound + 1)
  }
}

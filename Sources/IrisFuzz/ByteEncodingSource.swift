import IrisCheckCore
import IrisCheckLaws

/// A choice source that passes another source's choices through and writes
/// the bytes a `ByteSource` would need to draw the same choices.
///
/// This is how generated values become fuzzer seeds: generate a value from a
/// `SeededSource` through this wrapper, save ``bytes``, and libFuzzer (or
/// any `ByteSource`) replays that exact value. Each choice is written as
/// the fewest big-endian bytes that can hold its bound, as `ByteSource`
/// reads it; a draw with bound `0` writes nothing.
package struct ByteEncodingSource<Base: ChoiceSource>: ChoiceSource {
  private var base: Base
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []

  /// Wraps a source.
  /// - Parameter base: where the choices come from.
  package init(_ base: Base) {
    self.base = base
  }

  /// Draws from the base source and records the draw's bytes.
  /// - Parameter bound: the largest permitted value.
  /// - Returns: the base source's choice, or `nil` when it is exhausted.
  package mutating func next(upTo bound: UInt64) -> UInt64? {
    guard let value = base.next(upTo: bound) else { return nil }
    let width = (64 - bound.leadingZeroBitCount + 7) / 8
    for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
    return value
  }
}

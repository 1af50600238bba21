/// A source that answers every draw with its bound: the most extreme case a
/// generator can produce (longest collections, range ends, last
/// alternatives).
///
/// Never exhausted; a recursive generator that keeps growing under it is
/// stopped by the recorder's `maxChoices` limit.
package struct ExtremeSource: ChoiceSource, Sendable {
  /// Creates the source.
  package init() {}

  /// Returns `bound`.
  /// - Parameter bound: the largest permitted value.
  package mutating func next(upTo bound: UInt64) -> UInt64? { bound }
}

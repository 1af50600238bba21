/// Where a test case's choices come from.
///
/// Every generator in IrisCheck reduces to a series of integer draws, each in
/// `0...bound`, where `0` is always the simplest choice. A source answers those
/// draws: from a seeded PRNG (random testing), from a recorded sequence
/// (replay and shrinking), or from raw bytes (libFuzzer).
///
/// A source never decides what a value *means*: that is the generator's job.
/// So one generator serves all three drivers.
@usableFromInline
package protocol ChoiceSource {
  /// Returns the next choice in `0...bound`, or `nil` when the source is
  /// exhausted.
  ///
  /// A conforming source must never return a value greater than `bound`.
  /// - Parameter bound: the largest permitted value.
  mutating func next(upTo bound: UInt64) -> UInt64?
}

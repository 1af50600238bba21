/// A source that replays a recorded choice sequence.
///
/// A recorded value larger than the bound asked for is clamped to the bound,
/// so a sequence recorded against an older generator still replays to *some*
/// valid value. Once the recording runs out the source is exhausted.
package struct ReplaySource: ChoiceSource, Sendable {
  private let values: [UInt64]
  private var position = 0

  /// Creates a source that replays `sequence` from its first choice.
  /// - Parameter sequence: the choices to replay.
  package init(_ sequence: ChoiceSequence) {
    values = sequence.values
  }

  /// Returns the next recorded choice clamped to `bound`, or `nil` when the
  /// recording is used up.
  /// - Parameter bound: the largest permitted value.
  package mutating func next(upTo bound: UInt64) -> UInt64? {
    guard position < values.count else { return nil }
    defer { position += 1 }
    return min(values[position], bound)
  }
}

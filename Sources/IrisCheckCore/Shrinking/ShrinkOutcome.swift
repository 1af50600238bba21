/// What the engine reports back for one evaluated choice sequence: the only
/// thing the shrinker learns about a test case.
///
/// The shrinker proposes a sequence; the engine replays it through the
/// generator, runs the property and answers with this value. The recorded
/// `sequence` may differ from the proposal: a generator may stop early (the
/// rest of the proposal is unused) or draw past its end (the engine pads with
/// the simplest choice, `0`), and replayed choices are clamped to their bounds.
package struct ShrinkOutcome: Sendable, Equatable {
  /// Whether the test case still fails the property in the way being shrunk.
  package var isInteresting: Bool
  /// The choices the generator actually drew.
  package var sequence: ChoiceSequence
  /// The spans recorded while drawing `sequence`.
  package var spans: [ChoiceSpan]

  /// Creates an outcome.
  /// - Parameters:
  ///   - isInteresting: whether the case still fails.
  ///   - sequence: the choices actually drawn.
  ///   - spans: the spans recorded while drawing them; defaults to none.
  package init(isInteresting: Bool, sequence: ChoiceSequence, spans: [ChoiceSpan] = []) {
    self.isInteresting = isInteresting
    self.sequence = sequence
    self.spans = spans
  }
}

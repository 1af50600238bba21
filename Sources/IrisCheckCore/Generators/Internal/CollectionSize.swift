/// The Hypothesis-style length scheme shared by every collection generator.
///
/// Before each element the generator asks "more?": a choice in
/// `0...moreBound` where `0` means stop. The question is not asked (no
/// choice is drawn) while the collection is below its minimum count, where
/// "more" is forced, nor at its maximum, where "stop" is forced. Each element
/// (its flag and its value) sits in its own span labelled
/// ``SpanLabel/element``, so deleting a span deletes one element and leaves a
/// valid draw. A "stop" flag belongs to no span.
///
/// **Average length.** `moreBound` is a third of the optional elements
/// (`maximum - minimum`), at least 1, so under uniformly random choices the
/// chance to stop is `1 / (moreBound + 1)` and the average length is about
/// `minimum + (maximum - minimum) / 3`. The all-zero choices give the minimum
/// length and the all-maximal choices give the maximum length.
struct CollectionSize: Sendable {
  /// The fewest elements.
  let minimum: Int
  /// The most elements.
  let maximum: Int
  /// The bound of each "more?" choice.
  let moreBound: UInt64
  /// How many candidates set and dictionary generators draw for one new
  /// element before giving up on duplicates.
  static let uniqueAttempts = 10

  /// Creates a size scheme for a count range.
  /// - Parameters:
  ///   - count: the permitted element counts; the lower bound must be `>= 0`.
  ///   - generator: the generator's name, for the precondition message.
  init(_ count: ClosedRange<Int>, generator: StaticString) {
    precondition(
      count.lowerBound >= 0,
      "Gen.\(generator): count must not be negative, got \(count)")
    minimum = count.lowerBound
    maximum = count.upperBound
    moreBound = UInt64(Swift.max(1, (count.upperBound - count.lowerBound) / 3))
  }

  /// Draws elements until the "more?" flag says stop or `drawElement`
  /// declines.
  ///
  /// - Parameters:
  ///   - recorder: the test case being generated.
  ///   - drawElement: draws one element inside its span and is told how many
  ///     were accepted before it; returns `true` when it added an element and
  ///     `false` to end the collection early (for example after too many
  ///     duplicates).
  /// - Throws: whatever the recorder or `drawElement` throws.
  func drawElements(
    _ recorder: ChoiceRecorder,
    _ drawElement: (_ accepted: Int) throws(GenerationStop) -> Bool
  ) throws(GenerationStop) {
    var accepted = 0
    while true {
      recorder.beginSpan(label: SpanLabel.element)
      let more: Bool
      if accepted < minimum {
        more = true
      } else if accepted >= maximum {
        more = false
      } else {
        more = try recorder.draw(upTo: moreBound) != 0
      }
      guard more else {
        recorder.endSpan(discard: true)
        return
      }
      let added = try drawElement(accepted)
      recorder.endSpan()
      guard added else { return }
      accepted += 1
    }
  }
}

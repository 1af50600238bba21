/// A contiguous run of choices that one generator drew, such as one element
/// of an array.
///
/// Spans give the shrinker structure without telling it about generators:
/// deleting a span deletes a value, and two equal spans are duplicates.
package struct ChoiceSpan: Hashable, Sendable {
  /// The index of the span's first choice.
  package var start: Int
  /// The index one past the span's last choice.
  package var end: Int
  /// A generator-chosen tag saying what kind of value the span holds.
  package var label: UInt64
  /// How many spans enclose this one.
  package var depth: Int

  /// Creates a span.
  /// - Parameters:
  ///   - start: the index of the first choice.
  ///   - end: the index one past the last choice.
  ///   - label: what kind of value the span holds.
  ///   - depth: how many spans enclose it.
  package init(start: Int, end: Int, label: UInt64, depth: Int) {
    self.start = start
    self.end = end
    self.label = label
    self.depth = depth
  }

  /// The choice indices the span covers.
  package var range: Range<Int> { start..<end }
}

/// The recorded choices of one test case, in draw order.
///
/// The choice sequence is IrisCheck's one currency: replay tokens, saved
/// regressions and fuzzer inputs all decode to it, and the shrinker only ever
/// proposes new sequences.
///
/// **Simpler is shortlex.** A sequence is simpler than another when it is
/// shorter, or equally long and lexicographically smaller (choice `0` is the
/// simplest). Every shrink pass accepts only strictly simpler sequences.
package struct ChoiceSequence: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The choices, in the order they were drawn.
  package var values: [UInt64]

  /// Creates a sequence from recorded choices.
  /// - Parameter values: the choices, in draw order.
  package init(_ values: [UInt64] = []) {
    self.values = values
  }

  /// The number of choices.
  package var count: Int { values.count }

  /// Shortlex order: shorter first, then lexicographically by value.
  package static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
    if lhs.values.count != rhs.values.count {
      return lhs.values.count < rhs.values.count
    }
    for (left, right) in zip(lhs.values, rhs.values) where left != right {
      return left < right
    }
    return false
  }

  /// The choices as a bracketed list, for example `[1, 0, 3]`.
  package var description: String {
    "[" + values.map(String.init).joined(separator: ", ") + "]"
  }

  /// This sequence without the zeros it ends with past its first `count`
  /// choices.
  ///
  /// Replayed with `ChoiceRecorder/Exhaustion.drawSimplest` both give the
  /// same draws (an exhausted source answers `0`), so the shrinker keeps
  /// the shorter one: draws made while a property runs (a schedule's
  /// decisions) would otherwise make every shortened candidate longer again.
  /// - Parameter count: how many leading choices to keep whatever they are.
  /// - Returns: the trimmed sequence.
  package func trimmingZeros(beyond count: Int) -> ChoiceSequence {
    var trimmed = values
    while trimmed.count > count, trimmed.last == 0 { trimmed.removeLast() }
    return ChoiceSequence(trimmed)
  }
}

/// Finds a small value that still satisfies a predicate, starting from a value
/// known to satisfy it.
///
/// The minimizer knows nothing about choices, spans or generators: it sees
/// only `(initial, predicate)`, like Hypothesis's per-kind shrinkers. It first
/// probes the smallest values (`0`, `1`, `2`), which finds the answer at once
/// when the predicate is not monotone near zero, then binary-searches between
/// the largest failing probe and `initial`. The result is exact when the
/// predicate is monotone (true at `v` implies true above `v`) and otherwise
/// a value whose predecessor fails.
package enum IntegerMinimizer {
  /// Returns the smallest value found that satisfies `predicate`.
  ///
  /// Calls `predicate` at most about `3 + log2(initial)` times and never with
  /// a value `>= initial`.
  /// - Parameters:
  ///   - initial: a value assumed to satisfy `predicate`.
  ///   - predicate: whether a candidate value is acceptable.
  /// - Returns: a value `<= initial`; `initial` when nothing smaller works.
  nonisolated(nonsending) package static func minimize(
    _ initial: UInt64,
    _ predicate: nonisolated(nonsending) (UInt64) async -> Bool
  ) async -> UInt64 {
    guard initial > 0 else { return 0 }
    let probes = min(initial, 3)
    for small in 0..<probes where await predicate(small) {
      return small
    }
    var failing = probes - 1
    var passing = initial
    while passing - failing > 1 {
      let middle = failing + (passing - failing) / 2
      if await predicate(middle) {
        passing = middle
      } else {
        failing = middle
      }
    }
    return passing
  }
}

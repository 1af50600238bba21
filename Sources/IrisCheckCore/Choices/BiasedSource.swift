/// A seeded random source that favours edge cases: each draw is `0` (the
/// simplest choice) with probability 1/16, the bound (the extreme choice)
/// with probability 1/16, and otherwise uniform in `0...bound`.
///
/// The runner draws its random examples from this source, so boundaries
/// (empty collections, range ends, maximal lengths) turn up far more often
/// than under uniform choices, yet every choice stays reachable. Like
/// `SeededSource` the output depends only on the seed.
package struct BiasedSource: ChoiceSource, Sendable {
  private var random: SeededSource

  /// Creates a source from a seed.
  /// - Parameter seed: any 64-bit value; equal seeds give equal choices.
  package init(seed: UInt64) {
    random = SeededSource(seed: seed)
  }

  /// Returns the next choice in `0...bound`; never `nil`.
  /// - Parameter bound: the largest permitted value.
  package mutating func next(upTo bound: UInt64) -> UInt64? {
    if bound == 0 { return 0 }
    let roll = random.next()
    switch roll >> 60 {
    case 0: return 0
    case 1: return bound
    default:
      return random.next(upTo: bound)
    }
  }
}

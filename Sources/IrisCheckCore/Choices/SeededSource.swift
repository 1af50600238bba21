/// A deterministic pseudo-random source: the same seed gives the same
/// choices on every platform.
///
/// The generator is xoshiro256** seeded through SplitMix64, both defined on
/// 64-bit integers only, so results do not depend on the platform's `Int`
/// width or on the standard library's random number generator.
package struct SeededSource: ChoiceSource, RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a source from a seed.
  /// - Parameter seed: any 64-bit value; equal seeds give equal choices.
  package init(seed: UInt64) {
    var mixer = seed
    func splitMix() -> UInt64 {
      mixer &+= 0x9E37_79B9_7F4A_7C15
      var z = mixer
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (splitMix(), splitMix(), splitMix(), splitMix())
  }

  /// Returns the next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, by: 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, by: 45)
    return result
  }

  /// Returns a uniformly distributed choice in `0...bound`; never `nil`.
  /// - Parameter bound: the largest permitted value.
  package mutating func next(upTo bound: UInt64) -> UInt64? {
    if bound == .max { return next() }
    // NB: Lemire's nearly divisionless method, written out so the result is
    // pinned to this implementation rather than the standard library's.
    let range = bound &+ 1
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return product.high
  }

  private func rotate(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
  }
}

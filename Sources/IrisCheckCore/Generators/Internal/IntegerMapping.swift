/// Maps a choice to an offset in `0...width` so that choice `0` is the
/// simplest offset and larger choices move away from it, alternating sides.
///
/// With `s` the simplest offset, choices go `0 → s`, `1 → s + 1`,
/// `2 → s - 1`, `3 → s + 2`, `4 → s - 2`, …; once the shorter side is used
/// up the remaining choices continue on the longer side only. So a smaller
/// choice always means a value no farther from the simplest one, which is
/// what lets the shrinker's "smaller choice" read as "smaller value". The
/// mapping is a bijection from `0...width` onto `0...width`.
struct IntegerMapping: Sendable {
  /// The largest offset, and the largest choice (`upperBound - lowerBound`).
  let width: UInt64
  /// The offset of the simplest value.
  let simplest: UInt64
  private let shorterSide: UInt64
  private let upIsLonger: Bool

  /// Creates a mapping.
  /// - Parameters:
  ///   - width: the largest offset; must be at least `simplest`.
  ///   - simplest: the offset choice `0` maps to.
  init(width: UInt64, simplest: UInt64) {
    precondition(simplest <= width, "IntegerMapping: simplest offset outside 0...width")
    self.width = width
    self.simplest = simplest
    let below = simplest
    let above = width - simplest
    shorterSide = min(below, above)
    upIsLonger = above >= below
  }

  /// The offset a choice maps to.
  /// - Parameter choice: a choice in `0...width`.
  /// - Returns: an offset in `0...width`.
  func offset(forChoice choice: UInt64) -> UInt64 {
    if choice == 0 { return simplest }
    // NB: `2 * shorterSide <= width`, so neither product nor sum overflows.
    if choice <= shorterSide &* 2 {
      let magnitude = (choice &+ 1) / 2
      return choice & 1 == 1 ? simplest + magnitude : simplest - magnitude
    }
    let magnitude = choice - shorterSide
    return upIsLonger ? simplest + magnitude : simplest - magnitude
  }

  /// The choice that maps to an offset: the inverse of ``offset(forChoice:)``.
  /// - Parameter offset: an offset in `0...width`.
  /// - Returns: the choice in `0...width`.
  func choice(forOffset offset: UInt64) -> UInt64 {
    if offset == simplest { return 0 }
    let up = offset > simplest
    let magnitude = up ? offset - simplest : simplest - offset
    if magnitude <= shorterSide {
      return up ? magnitude &* 2 &- 1 : magnitude &* 2
    }
    return magnitude + shorterSide
  }
}

extension Gen {
  /// A generator of sets whose elements come from `element`.
  ///
  /// ```swift
  /// Gen.set(of: .int(in: 0...99), count: 1...5)  // [0] simplest
  /// ```
  /// Drawn like ``array(of:count:)`` (a "more?" choice before each element,
  /// each element in its own span), except that a duplicate is not kept:
  /// the element is drawn again, up to 10 attempts in all.
  /// When every attempt is a duplicate the set ends there if it already has
  /// `count.lowerBound` elements, and generation throws otherwise.
  ///
  /// **Simplest value.** The lower-bound count of distinct elements drawn
  /// from the smallest choices (for `int(in: 0...99)` and `1...5`: `[0]`).
  /// - Parameters:
  ///   - element: the generator of candidate elements.
  ///   - count: the permitted sizes; defaults to `0...10`; the lower bound
  ///     must not be negative.
  /// - Returns: a generator of sets with a size in `count`.
  /// - Throws: when generating, ``GenerationStop/rejected`` when `element`
  ///   cannot supply `count.lowerBound` distinct values within the budget.
  public static func set<E: Hashable & Sendable>(
    of element: Gen<E>, count: ClosedRange<Int> = 0...10
  ) -> Gen<Set<E>> where Value == Set<E> {
    let size = CollectionSize(count, generator: "set(of:count:)")
    return Gen<Set<E>> { recorder throws(GenerationStop) in
      var result = Set<E>()
      try size.drawElements(recorder) { accepted throws(GenerationStop) in
        for _ in 0..<CollectionSize.uniqueAttempts {
          if result.insert(try element.generate(recorder)).inserted { return true }
        }
        if accepted >= size.minimum { return false }
        throw .rejected
      }
      return result
    }
  }
}

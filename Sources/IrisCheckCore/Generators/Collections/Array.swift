extension Gen {
  /// A generator of arrays whose elements come from `element`.
  ///
  /// ```swift
  /// Gen.array(of: .int(in: 0...9))                 // [] simplest, up to 10
  /// Gen.array(of: .bool, count: 2...4)             // [false, false] simplest
  /// ```
  /// Drawn the Hypothesis way: before each element a "more?" choice (`0` =
  /// stop), not drawn while the array is shorter than `count.lowerBound`
  /// (more is forced) nor at `count.upperBound` (stop is forced). Each
  /// element, flag and value, sits in its own span, so the shrinker can
  /// delete elements one span at a time and still replay a valid array.
  ///
  /// **Lengths.** Simplest: `count.lowerBound` simplest elements. The
  /// all-maximal choices give `count.upperBound` elements. Under random
  /// choices the average length is about a third of the way from the lower
  /// to the upper bound (the "more?" choice is in `0...max(1, spread / 3)`).
  /// - Parameters:
  ///   - element: the generator of each element.
  ///   - count: the permitted lengths; defaults to `0...10`; the lower bound
  ///     must not be negative.
  /// - Returns: a generator of arrays with a length in `count`.
  public static func array<E>(
    of element: Gen<E>, count: ClosedRange<Int> = 0...10
  ) -> Gen<[E]> where Value == [E] {
    let size = CollectionSize(count, generator: "array(of:count:)")
    // NB: screens: the shortest array, then one-element arrays of the
    // element's screens (a "more?" choice first unless an element is
    // required; past the first, required elements stay simplest).
    let more: [UInt64] = size.minimum == 0 ? [1] : []
    return Gen<[E]>(
      { recorder throws(GenerationStop) in
        var result: [E] = []
        try size.drawElements(recorder) { _ throws(GenerationStop) in
          result.append(try element.generate(recorder))
          return true
        }
        return result
      },
      screens: { [[]] + (size.maximum == 0 ? [] : element.partScreens.map { more + $0 }) })
  }
}

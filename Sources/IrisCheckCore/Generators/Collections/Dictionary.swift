extension Gen {
  /// A generator of dictionaries with keys from `keys` and values from
  /// `values`.
  ///
  /// ```swift
  /// Gen.dictionary(keys: .int(in: 0...9), values: .bool)  // [:] simplest
  /// ```
  /// Drawn like ``set(of:count:)`` over the keys: a "more?" choice before
  /// each entry, a duplicate key is drawn again, up to
  /// 10 attempts in all, and each entry (flag, key attempts, value)
  /// sits in its own span. A value is drawn only for an accepted key.
  ///
  /// **Simplest value.** `count.lowerBound` entries with the simplest
  /// distinct keys and simplest values.
  /// - Parameters:
  ///   - keys: the generator of candidate keys.
  ///   - values: the generator of values.
  ///   - count: the permitted entry counts; defaults to `0...10`; the lower
  ///     bound must not be negative.
  /// - Returns: a generator of dictionaries with an entry count in `count`.
  /// - Throws: when generating, ``GenerationStop/rejected`` when `keys`
  ///   cannot supply `count.lowerBound` distinct keys within the budget.
  public static func dictionary<K: Hashable & Sendable, V>(
    keys: Gen<K>, values: Gen<V>, count: ClosedRange<Int> = 0...10
  ) -> Gen<[K: V]> where Value == [K: V] {
    let size = CollectionSize(count, generator: "dictionary(keys:values:count:)")
    return Gen<[K: V]> { recorder throws(GenerationStop) in
      var result: [K: V] = [:]
      try size.drawElements(recorder) { accepted throws(GenerationStop) in
        for _ in 0..<CollectionSize.uniqueAttempts {
          let key = try keys.generate(recorder)
          if result[key] == nil {
            result[key] = try values.generate(recorder)
            return true
          }
        }
        if accepted >= size.minimum { return false }
        throw .rejected
      }
      return result
    }
  }
}

// NB: stand-ins for GEN's generators so the runner's tests build before the
// engine-gen branch is merged. Same signatures and same choice mappings as
// engine-api.md describes; the lead deletes this file at merge time.

extension Gen {
  /// A generator that maps this generator's values (stub).
  /// - Parameter transform: the function applied to each value.
  /// - Returns: a generator of transformed values.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T> { recorder throws(GenerationStop) in transform(try self.generate(recorder)) }
  }

  /// A generator whose second stage depends on this one's value (stub).
  /// - Parameter transform: builds the second-stage generator.
  /// - Returns: a generator of second-stage values.
  public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { recorder throws(GenerationStop) in
      let first = try self.generate(recorder)
      return try transform(first).generate(recorder, label: 6)
    }
  }

  /// A generator of this generator's values that satisfy `isIncluded` (stub).
  /// - Parameters:
  ///   - isIncluded: the condition.
  ///   - maxAttempts: attempts before ``GenerationStop/rejected``; defaults to 100.
  /// - Returns: a generator of accepted values.
  public func filter(
    _ isIncluded: @escaping @Sendable (Value) -> Bool, maxAttempts: Int = 100
  ) -> Gen<Value> {
    Gen { recorder throws(GenerationStop) in
      for _ in 0..<maxAttempts {
        recorder.beginSpan(label: 2)
        let value = try self.generate(recorder)
        let accepted = isIncluded(value)
        recorder.endSpan(discard: !accepted)
        if accepted { return value }
      }
      throw .rejected
    }
  }

  /// A generator of pairs, drawn left to right (stub).
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
    Gen<(A, B)> { recorder throws(GenerationStop) in
      (try a.generate(recorder), try b.generate(recorder))
    }
  }

  /// A generator of triples, drawn left to right (stub).
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B, C>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>
  ) -> Gen<(A, B, C)> where Value == (A, B, C) {
    Gen<(A, B, C)> { recorder throws(GenerationStop) in
      (try a.generate(recorder), try b.generate(recorder), try c.generate(recorder))
    }
  }

  /// A generator of 5-tuples, drawn left to right (stub).
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  ///   - d: the fourth component.
  ///   - e: the fifth component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B, C, D, E>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>
  ) -> Gen<(A, B, C, D, E)> where Value == (A, B, C, D, E) {
    Gen<(A, B, C, D, E)> { recorder throws(GenerationStop) in
      (
        try a.generate(recorder), try b.generate(recorder), try c.generate(recorder),
        try d.generate(recorder), try e.generate(recorder)
      )
    }
  }

  /// A generator of arrays (stub): a "more?" choice in
  /// `0...max(1, spread / 3)` before each optional element, each element
  /// (flag and value) in a span labelled `1`.
  /// - Parameters:
  ///   - element: the generator of each element.
  ///   - count: the permitted lengths; defaults to `0...10`.
  /// - Returns: a generator of arrays.
  public static func array<E>(
    of element: Gen<E>, count: ClosedRange<Int> = 0...10
  ) -> Gen<[E]> where Value == [E] {
    let moreBound = UInt64(Swift.max(1, (count.upperBound - count.lowerBound) / 3))
    return Gen<[E]> { recorder throws(GenerationStop) in
      var result: [E] = []
      while true {
        recorder.beginSpan(label: 1)
        let more: Bool
        if result.count < count.lowerBound {
          more = true
        } else if result.count >= count.upperBound {
          more = false
        } else {
          more = try recorder.draw(upTo: moreBound) != 0
        }
        guard more else {
          recorder.endSpan(discard: true)
          return result
        }
        result.append(try element.generate(recorder))
        recorder.endSpan()
      }
    }
  }
}

extension Gen where Value == Bool {
  /// `false` or `true`, `false` simplest (stub).
  public static var bool: Gen<Bool> {
    Gen { recorder throws(GenerationStop) in try recorder.draw(upTo: 1) == 1 }
  }
}

extension Gen where Value: FixedWidthInteger & Sendable {
  /// Integers in `range` (stub): choice `0` is `0` (or the bound nearest
  /// `0`), then alternating above and below, above first, then the longer
  /// side.
  /// - Parameter range: the permitted values.
  /// - Returns: a generator of integers in `range`.
  public static func int(in range: ClosedRange<Value>) -> Gen<Value> {
    let lower = range.lowerBound
    let width = UInt64(Value.Magnitude(truncatingIfNeeded: range.upperBound &- lower))
    let simplest: UInt64
    if lower > 0 {
      simplest = 0
    } else if range.upperBound < 0 {
      simplest = width
    } else {
      simplest = UInt64(Value.Magnitude(truncatingIfNeeded: 0 &- lower))
    }
    let shorter = Swift.min(simplest, width - simplest)
    let upIsLonger = width - simplest >= simplest
    return Gen { recorder throws(GenerationStop) in
      let choice = try recorder.draw(upTo: width)
      let offset: UInt64
      if choice == 0 {
        offset = simplest
      } else if choice <= shorter &* 2 {
        let magnitude = (choice &+ 1) / 2
        offset = choice & 1 == 1 ? simplest + magnitude : simplest - magnitude
      } else {
        offset = upIsLonger ? simplest + (choice - shorter) : simplest - (choice - shorter)
      }
      return lower &+ Value(truncatingIfNeeded: offset)
    }
  }
}

// NB: written as fixed arities rather than a parameter pack so each overload
// reads exactly like the contract other code is written against, and type
// inference of `Gen.zip(a, b)` stays predictable.

extension Gen {
  /// A generator of pairs: draws `a`'s value, then `b`'s.
  ///
  /// ```swift
  /// Gen.zip(.int(in: 0...9), .bool)  // (0, false) simplest
  /// ```
  /// The choices are `a`'s followed by `b`'s, so each component shrinks as
  /// its own generator does and the all-zero choices give the tuple of the
  /// components' simplest values.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
    Gen<(A, B)>(
      { recorder throws(GenerationStop) in (try a.generate(recorder), try b.generate(recorder)) },
      screens: { tupleScreens([a.fieldScreens, b.fieldScreens]) })
  }

  /// A generator of triples, drawn left to right.
  ///
  /// Shrinks component-wise like ``zip(_:_:)-2b6bx``; the all-zero choices give
  /// the components' simplest values.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B, C>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>
  ) -> Gen<(A, B, C)> where Value == (A, B, C) {
    Gen<(A, B, C)>(
      { recorder throws(GenerationStop) in
        (try a.generate(recorder), try b.generate(recorder), try c.generate(recorder))
      }, screens: { tupleScreens([a.fieldScreens, b.fieldScreens, c.fieldScreens]) })
  }

  /// A generator of 4-tuples, drawn left to right.
  ///
  /// Shrinks component-wise like ``zip(_:_:)-2b6bx``; the all-zero choices give
  /// the components' simplest values.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  ///   - d: the fourth component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B, C, D>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>
  ) -> Gen<(A, B, C, D)> where Value == (A, B, C, D) {
    Gen<(A, B, C, D)>(
      { recorder throws(GenerationStop) in
        (
          try a.generate(recorder), try b.generate(recorder), try c.generate(recorder),
          try d.generate(recorder)
        )
      },
      screens: { tupleScreens([a.fieldScreens, b.fieldScreens, c.fieldScreens, d.fieldScreens]) })
  }

  /// A generator of 5-tuples, drawn left to right.
  ///
  /// Shrinks component-wise like ``zip(_:_:)-2b6bx``; the all-zero choices give
  /// the components' simplest values.
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
    Gen<(A, B, C, D, E)>(
      { recorder throws(GenerationStop) in
        (
          try a.generate(recorder), try b.generate(recorder), try c.generate(recorder),
          try d.generate(recorder), try e.generate(recorder)
        )
      },
      screens: {
        tupleScreens([
          a.fieldScreens, b.fieldScreens, c.fieldScreens, d.fieldScreens, e.fieldScreens,
        ])
      })
  }

  /// A generator of 6-tuples, drawn left to right.
  ///
  /// Shrinks component-wise like ``zip(_:_:)-2b6bx``; the all-zero choices give
  /// the components' simplest values.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  ///   - d: the fourth component.
  ///   - e: the fifth component.
  ///   - f: the sixth component.
  /// - Returns: a generator of tuples.
  public static func zip<A, B, C, D, E, F>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>, _ f: Gen<F>
  ) -> Gen<(A, B, C, D, E, F)> where Value == (A, B, C, D, E, F) {
    Gen<(A, B, C, D, E, F)>(
      { recorder throws(GenerationStop) in
        (
          try a.generate(recorder), try b.generate(recorder), try c.generate(recorder),
          try d.generate(recorder), try e.generate(recorder), try f.generate(recorder)
        )
      },
      screens: {
        tupleScreens([
          a.fieldScreens, b.fieldScreens, c.fieldScreens, d.fieldScreens, e.fieldScreens,
          f.fieldScreens,
        ])
      })
  }
}

extension Gen {
  /// This generator's simplest choices and its part screens, as one field
  /// of a tuple; `nil` when it cannot generate its simplest value.
  var fieldScreens: (simplest: [UInt64], screens: [[UInt64]])? {
    complete([]).map { ($0, partScreens) }
  }
}

/// The screens of a tuple: each field's screens with the other fields at
/// their simplest, the fields in a fair share of ``Gen/maxScreens``.
/// - Parameter fields: each field's simplest choices and screens.
/// - Returns: complete choice sequences of the tuple.
func tupleScreens(_ fields: [(simplest: [UInt64], screens: [[UInt64]])?]) -> [[UInt64]] {
  let known = fields.compactMap { $0 }
  guard known.count == fields.count else { return [] }
  let perField = known.indices.map { index in
    known[index].screens.map { screen in
      known.indices.flatMap { $0 == index ? screen : known[$0].simplest }
    }
  }
  return Screening.fairShare(perField, limit: Gen<Void>.maxScreens)
}

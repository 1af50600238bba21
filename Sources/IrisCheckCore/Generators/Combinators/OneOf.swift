extension Gen {
  /// A generator that picks one of `gens` and produces its value.
  ///
  /// ```swift
  /// Gen.oneOf(.just("inbox"), .just("archive"))  // simplest "inbox"
  /// ```
  /// One choice in `0..<gens.count` picks the generator (each equally
  /// likely under random choices), then the picked generator draws; both sit
  /// in one span. Choice `0` picks the first generator, so values shrink
  /// toward the first alternative: list the simplest one first. With a
  /// single alternative nothing extra is drawn.
  /// - Parameter gens: the alternatives; at least one.
  /// - Returns: a generator of the alternatives' values.
  public static func oneOf(_ gens: Gen<Value>...) -> Gen<Value> {
    oneOf(gens)
  }

  /// A generator that picks one of `gens`, an array built at run time, and
  /// produces its value; the same choices and shrinking as the variadic
  /// ``oneOf(_:)-swift.type.method``.
  /// - Parameter gens: the alternatives; at least one.
  /// - Returns: a generator of the alternatives' values.
  public static func oneOf(_ gens: [Gen<Value>]) -> Gen<Value> {
    precondition(!gens.isEmpty, "Gen.oneOf: needs at least one generator")
    if gens.count == 1 { return gens[0] }
    let bound = UInt64(gens.count - 1)
    return Gen(
      { recorder throws(GenerationStop) in
        recorder.beginSpan(label: SpanLabel.branch)
        let value = try gens[Int(try recorder.draw(upTo: bound))].generate(recorder)
        recorder.endSpan()
        return value
      },
      screens: {
        Screening.fairShare(
          gens.indices.map { gens[$0].partScreens(after: [UInt64($0)]) }, limit: maxScreens)
      })
  }
}

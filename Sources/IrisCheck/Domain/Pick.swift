extension Gen {
  /// Picks one of `gens` and produces its value: ``oneOf(_:)`` for an array
  /// built at run time.
  ///
  /// Same choices and span as ``oneOf(_:)``: one choice picks the
  /// generator, `0 →` the first, so values shrink toward the first entry.
  /// - Parameter gens: the alternatives; at least one.
  /// - Returns: a generator of the alternatives' values.
  static func pick(_ gens: [Gen<Value>]) -> Gen<Value> {
    precondition(!gens.isEmpty, "Gen.pick: needs at least one generator")
    let bound = UInt64(gens.count - 1)
    return Gen { recorder throws(GenerationStop) in
      recorder.beginSpan(label: SpanLabel.branch)
      let value = try gens[Int(try recorder.draw(upTo: bound))].generate(recorder)
      recorder.endSpan()
      return value
    }
  }
}

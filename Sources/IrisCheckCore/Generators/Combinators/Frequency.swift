extension Gen {
  /// A generator that picks one of several generators with the given
  /// relative weights.
  ///
  /// ```swift
  /// Gen.frequency((1, .just(0)), (9, .int(in: 1...100)))  // 0 one time in ten
  /// ```
  /// One choice in `0..<total` (the sum of the weights) picks the generator:
  /// choices below the first weight pick the first generator, the next
  /// `weight₂` choices the second, and so on. Choice `0` picks the first
  /// generator, so values shrink toward the first entry: list the simplest
  /// one first.
  /// - Parameter weighted: `(weight, generator)` pairs; at least one, every
  ///   weight positive, and the total must fit in an `Int`. A zero or
  ///   negative weight stops the program with a message naming its position.
  /// - Returns: a generator of the entries' values.
  public static func frequency(_ weighted: (Int, Gen<Value>)...) -> Gen<Value> {
    frequency(weighted)
  }

  /// The same generator as the variadic `frequency`, over an array of
  /// `(weight, generator)` pairs: for a list built at run time.
  /// - Parameter weighted: `(weight, generator)` pairs; the same rules as
  ///   the variadic form.
  /// - Returns: a generator of the entries' values.
  public static func frequency(_ weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
    precondition(!weighted.isEmpty, "Gen.frequency: needs at least one (weight, generator) pair")
    var thresholds: [UInt64] = []
    var total = 0
    for (position, (weight, _)) in weighted.enumerated() {
      precondition(
        weight > 0,
        "Gen.frequency: weight #\(position + 1) is \(weight); every weight must be positive")
      let (sum, overflow) = total.addingReportingOverflow(weight)
      precondition(!overflow, "Gen.frequency: the weights' total overflows Int")
      total = sum
      thresholds.append(UInt64(total))
    }
    let gens = weighted.map(\.1)
    let bound = UInt64(total - 1)
    let starts = [0] + thresholds.dropLast()
    return Gen(
      { [thresholds] recorder throws(GenerationStop) in
        recorder.beginSpan(label: SpanLabel.branch)
        let choice = try recorder.draw(upTo: bound)
        var index = 0
        while choice >= thresholds[index] { index += 1 }
        let value = try gens[index].generate(recorder)
        recorder.endSpan()
        return value
      },
      screens: {
        Screening.fairShare(
          gens.indices.map { gens[$0].partScreens(after: [starts[$0]]) }, limit: maxScreens)
      })
  }
}

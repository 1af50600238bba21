/// A generator of values, defined as a function of the choices it draws.
///
/// A `Gen` never holds randomness of its own: it reads a ``ChoiceRecorder``,
/// which reads a `ChoiceSource`. That is what lets one generator be driven
/// by a seed, by a replayed sequence or by a fuzzer, and what lets the
/// shrinker simplify values through `map`, `flatMap` and `filter` alike:
/// every shrunk value is a value the generator can produce.
///
/// **Writing a generator.** Map the simplest choice, `0`, to the simplest
/// value, and larger choices to more complex values; the shrinker minimises
/// choices, so this is what makes counterexamples small.
///
/// **Choice mappings of the built-in generators.** Choice `0` is always the
/// simplest value; the largest choice is the extreme one (a range's far
/// bound, a collection's maximum length), so all-zero and all-maximal
/// choice sequences reach both ends.
/// - ``int(in:)->Gen<Int>``: one choice; `0 →` zero (or the bound nearest zero), then
///   outward alternating sides, `1 → +1`, `2 → -1`, `3 → +2`, …, then the
///   longer side only. ``double(in:)`` does the same over whole numbers or
///   a 2^52-step grid, after a mode choice.
/// - ``bool-5p893``, `optional(_:)`: one choice in `0...1`; `0 → false`/`nil`.
/// - ``element(of:)``, ``cases(of:)``, ``character(from:)-423xa``, ``oneOf(_:)-(Gen<Value>...)``:
///   choice `k →` the `k`-th element, case, character or alternative;
///   `frequency(_:)` splits `0..<total` by weight, first entry first.
/// - ``array(of:count:)``, ``set(of:count:)``,
///   ``dictionary(keys:values:count:)``, ``string(from:length:)-3rdpe``: a "more?"
///   choice before each element (`0` = stop; not drawn below the minimum
///   or at the maximum), in `0...max(1, (max - min) / 3)` so random choices
///   average a third of the spread; each element in its own span.
/// - ``map(_:)``, ``zip(_:_:)-2b6bx``: exactly the components' choices, in order;
///   ``flatMap(_:)`` the first stage's then the second's; ``filter(_:maxAttempts:)``
///   each attempt's; ``recursive(maxDepth:base:_:)`` a `0...1` choice per
///   level, `0 →` the base case.
///
/// **Screening.** ``element(of:)``, ``oneOf(_:)-(Gen<Value>...)``,
/// `frequency(_:)`, `optional(_:)`,
/// ``array(of:count:)``, the zips and ``map(_:)`` also carry their hostile
/// values, nested ones included, as choice sequences; every check tries
/// them after the simplest and the extreme example and before any random
/// one, on top of ``Configuration/examples``.
public struct Gen<Value>: Sendable {
  private let body: @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value
  /// The generator's screens (see ``screens``); `nil` for a generator
  /// built from a closure.
  ///
  /// NB: one optional reference, so a generator without screens copies as
  /// cheaply as its body alone on the hot path.
  let screening: Screening?

  /// Creates a generator from a function of a recorder.
  /// - Parameter body: draws choices from the recorder and builds a value.
  public init(_ body: @escaping @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value) {
    self.body = body
    screening = nil
  }

  /// Creates a generator with screens.
  /// - Parameters:
  ///   - body: draws choices from the recorder and builds a value.
  ///   - screens: choice prefixes of the generator's hostile values, its
  ///     simplest one included (see ``partScreens``); each is completed by
  ///     replaying it with the simplest choice after its end.
  package init(
    _ body: @escaping @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value,
    screens: @escaping @Sendable () -> [[UInt64]]
  ) {
    self.body = body
    screening = Screening(screens)
  }

  /// Generates one value, drawing its choices from `recorder`.
  /// - Parameter recorder: the test case being generated.
  /// - Returns: the value.
  /// - Throws: a ``GenerationStop`` when no value can be produced.
  public func generate(_ recorder: ChoiceRecorder) throws(GenerationStop) -> Value {
    try body(recorder)
  }

  /// Generates one value inside a span, so the shrinker sees it as a unit.
  ///
  /// A label of 256 or more names a kind of value of the generator's own:
  /// when one span with such a label lies inside another with the same
  /// label (a recursive value), the shrinker tries the inner one in the
  /// outer one's place, so label only spans the same generator draws.
  /// Labels below 256 are the built-in combinators'.
  /// - Parameters:
  ///   - recorder: the test case being generated.
  ///   - label: what kind of value the span holds.
  /// - Returns: the value.
  /// - Throws: a ``GenerationStop`` when no value can be produced.
  public func generate(_ recorder: ChoiceRecorder, label: UInt64) throws(GenerationStop) -> Value {
    recorder.beginSpan(label: label)
    defer { recorder.endSpan() }
    return try body(recorder)
  }
}

extension Gen where Value == UInt64 {
  /// A raw choice in `0...bound`; the building block of every generator.
  /// - Parameter bound: the largest value; shrinks toward `0`.
  /// - Returns: a generator of choices.
  public static func choice(upTo bound: UInt64) -> Gen<UInt64> {
    Gen { recorder throws(GenerationStop) in try recorder.draw(upTo: bound) }
  }
}

// NB: leading-dot syntax. Inside `Gen<Intent>.oneOf(…)` a member such as
// `.string()` is looked up on `Gen<Intent>`, where the `Value == String`
// extension does not apply. These unconstrained, disfavoured twins make
// `.string().map { .search(query: $0) }`, `.int().map(…)` and
// `.zip(.string(), .int()).map(…)` type-check there; wherever the value
// type is known the constrained originals win. `@_disfavoredOverload` only
// ranks overloads while type-checking (no runtime or ABI effect), so it is
// sound on every platform; the standard library and SwiftUI use it alike.
extension Gen {
  /// ``Gen/string(from:length:)-3rdpe`` where a `Gen` of another type is
  /// expected, so it can start a leading-dot chain.
  /// - Parameters:
  ///   - alphabet: the characters to draw from.
  ///   - length: the permitted lengths in characters.
  /// - Returns: a generator of strings.
  @_disfavoredOverload
  public static func string(
    from alphabet: Alphabet = .ascii, length: ClosedRange<Int> = 0...16
  ) -> Gen<String> {
    Gen<String>.string(from: alphabet, length: length)
  }

  /// ``Gen/character(from:)-423xa`` in a leading-dot chain.
  /// - Parameter alphabet: the characters to draw from.
  /// - Returns: a generator of characters.
  @_disfavoredOverload
  public static func character(from alphabet: Alphabet = .ascii) -> Gen<Character> {
    Gen<Character>.character(from: alphabet)
  }

  /// ``Gen/int(in:)->Gen<Int>`` for `Int` in a leading-dot chain.
  /// - Parameter range: the permitted values.
  /// - Returns: a generator of integers.
  @_disfavoredOverload
  public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
    Gen<Int>.int(in: range)
  }

  /// ``Gen/int()->Gen<Int>`` for `Int` in a leading-dot chain.
  /// - Returns: a generator of integers, type bounds included.
  @_disfavoredOverload
  public static func int() -> Gen<Int> {
    Gen<Int>.int()
  }

  /// ``Gen/bool-5p893`` in a leading-dot chain.
  @_disfavoredOverload
  public static var bool: Gen<Bool> { Gen<Bool>.bool }

  /// ``Gen/zip(_:_:)-2b6bx`` in a leading-dot chain.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  /// - Returns: a generator of pairs.
  @_disfavoredOverload
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    Gen<(A, B)>.zip(a, b)
  }

  /// ``Gen/zip(_:_:_:)-4ldel`` in a leading-dot chain.
  /// - Parameters:
  ///   - a: the first component.
  ///   - b: the second component.
  ///   - c: the third component.
  /// - Returns: a generator of triples.
  @_disfavoredOverload
  public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    Gen<(A, B, C)>.zip(a, b, c)
  }
}

extension Gen where Value: FixedWidthInteger & Sendable {
  /// Integers of the whole type, with the values links get wrong first.
  ///
  /// ```swift
  /// Gen<Int>.int()  // 0 simplest; often -1, 1, Int32 and Int64 edges
  /// ```
  /// One in four is an edge: `0`, `-1`, `1`, the `Int32` and `Int64`
  /// (or the type's own) bounds and the values just past the `Int32` ones
  /// (where they fit); one in four is small (`-1_000...1_000`); the rest
  /// range over the whole type. Shrinks toward `0`.
  /// - Returns: a generator of integers.
  public static func int() -> Gen<Value> {
    let candidates: [Int64] = [
      0, -1, 1, Int64(Int32.max), Int64(Int32.min), Int64(Int32.max) + 1, Int64(Int32.min) - 1,
      Int64.max, Int64.min,
    ]
    var edges = candidates.compactMap { Value(exactly: $0) }
    for bound in [Value.max, Value.min] where !edges.contains(bound) { edges.append(bound) }
    let small = Value(clamping: -1_000)...Value(clamping: 1_000)
    return .frequency(
      (1, .element(of: edges)), (1, .int(in: small)), (2, .int(in: Value.min...Value.max)))
  }
}

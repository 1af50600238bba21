extension Gen where Value: Sendable {
  /// A generator of the elements of a collection, drawn as one choice.
  ///
  /// ```swift
  /// Gen.element(of: ["m", "metre", "metres"])  // choice 0 → "m"
  /// ```
  /// Choice `k` is the `k`-th element, so it shrinks toward the first; the
  /// largest choice is the last element. The collection is copied once, at
  /// construction.
  /// - Parameter c: the elements to draw from; must not be empty.
  /// - Returns: a generator of the collection's elements.
  public static func element<C: Collection>(of c: C) -> Gen<Value> where C.Element == Value {
    let elements = Array(c)
    precondition(!elements.isEmpty, "Gen.element(of:): the collection is empty")
    let bound = UInt64(elements.count - 1)
    // NB: screens: every element, at most 64.
    let count = Swift.min(elements.count, 64)
    return Gen(
      { recorder throws(GenerationStop) in elements[Int(try recorder.draw(upTo: bound))] },
      screens: { (0..<count).map { [UInt64($0)] } })
  }
}

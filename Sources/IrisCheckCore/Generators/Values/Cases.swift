extension Gen where Value: CaseIterable & Sendable {
  /// A generator of a `CaseIterable` type's cases, drawn as one choice.
  ///
  /// ```swift
  /// enum Tab: CaseIterable { case inbox, archive, settings }
  /// Gen.cases(of: Tab.self)  // choice 0 → .inbox, 2 → .settings
  /// ```
  /// Choice `k` is the `k`-th case of `allCases`, so it shrinks toward the
  /// first case; the largest choice is the last case. The cases are read
  /// once, at construction.
  /// - Parameter type: the type whose cases to draw; `allCases` must not be
  ///   empty.
  /// - Returns: a generator of the type's cases.
  public static func cases(of type: Value.Type = Value.self) -> Gen<Value> {
    precondition(!Value.allCases.isEmpty, "Gen.cases(of:): \(Value.self) has no cases")
    return element(of: Value.allCases)
  }
}

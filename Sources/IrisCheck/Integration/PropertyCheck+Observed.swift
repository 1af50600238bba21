extension PropertyCheck {
  /// Runs a property and returns the result without reporting it.
  ///
  /// The property fails when it throws, records an issue (`#expect`,
  /// `#require`) or returns the `Bool` `false`; other results are ignored,
  /// so both `{ xs in xs.count < 3 }` and `{ xs in #expect(xs.count < 3) }`
  /// work. Issues recorded while searching for the minimal counterexample
  /// are observed, not reported. This shadows the engine's method of the
  /// same name, which observes no test framework.
  /// - Parameter property: the property, applied to each value.
  /// - Returns: the result.
  nonisolated(nonsending) public func run<Result>(
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Result
  ) async -> PropertyResult<Value> {
    await IssueObservation.$current.withValue(TestFrameworkIssueObserver.current) {
      await execute(PropertyFalsified.checking(property))
    }
  }
}

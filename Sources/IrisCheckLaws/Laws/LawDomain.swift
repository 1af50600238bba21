import IrisCheckCore

/// The inputs a law can judge, and the rule that a run must see enough of
/// them: a law that never met its domain passed vacuously, and fails.
package struct LawDomain<Input>: Sendable {
  /// The domain's inputs as a report names them, such as `no-op intents`.
  package var name: String
  /// Whether an input is in the domain.
  package var contains: @Sendable (Input) -> Bool
  /// What a vacuous report advises.
  package var remedy: String

  /// Creates a domain.
  /// - Parameters:
  ///   - name: the inputs, as a report names them.
  ///   - remedy: what a vacuous report advises; by default, to make the
  ///     generator draw them.
  ///   - contains: whether an input is in the domain.
  package init(
    name: String, remedy: String = "make the generator draw them",
    contains: @escaping @Sendable (Input) -> Bool
  ) {
    self.name = name
    self.remedy = remedy
    self.contains = contains
  }

  /// The label counting the run's examples in the domain; it appears in
  /// the statistics as `in domain: <name>`.
  package var label: String { "in domain: \(name)" }

  /// The fewest examples in the domain a run of `examples` must see: one
  /// in a hundred, and at least one.
  /// - Parameter examples: the examples run.
  /// - Returns: the minimum.
  package static func minimum(examples: Int) -> Int { max(1, examples / 100) }

  /// How many of a run's random examples were in the domain, as a report
  /// line.
  /// - Parameter statistics: the run's statistics.
  /// - Returns: for example `In the law's domain (no-op intents): 97 of 1000 examples.`
  package func countLine(_ statistics: Statistics) -> String {
    "In the law's domain (\(name)): \(statistics.labelCounts[label] ?? 0) of "
      + "\(statistics.examples) examples."
  }

  /// The violation of a passing run that saw too few examples in the
  /// domain; `nil` when it saw enough, failed anyway, or replayed a token.
  /// - Parameters:
  ///   - result: the run's result.
  ///   - law: the law's name.
  ///   - configuration: the run's configuration.
  /// - Returns: the violation, in direction `too few examples in domain`.
  package func vacuity<Value>(
    of result: PropertyResult<Value>, law: String, _ configuration: Configuration
  ) -> LawViolation? {
    guard case .passed = result.outcome, configuration.replay == nil else { return nil }
    let examples = result.statistics.examples
    let seen = result.statistics.labelCounts[label] ?? 0
    let minimum = Self.minimum(examples: examples)
    guard seen < minimum else { return nil }
    return LawViolation(
      law: law, direction: "too few examples in domain",
      message: "passed vacuously: \(seen) of \(examples) examples were \(name) "
        + "(needs at least \(minimum)); \(remedy)")
  }
}

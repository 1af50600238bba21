/// Checks a property against generated values and returns the result as a
/// value, without reporting anything: the core under `forAll`, and the entry
/// for laws and for tests of the runner itself.
///
/// ```swift
/// let check = PropertyCheck(.array(of: .int(in: -9...9)), id: "reverse")
/// let result = await check.run { xs in xs.reversed() == xs }
/// result.counterexample?.value   // [0, 1]
/// ```
/// **Order of work.** 1. With ``Configuration/replay`` set, the property runs
/// exactly once on the token's choices and nothing else happens. 2. Saved
/// cases from ``Configuration/regressionFile`` are replayed, in file order;
/// the first that fails is the failure. 3. Examples are generated: example 0
/// draws the simplest choice everywhere, example 1 the largest (bounded by
/// `maxChoices`), then every screen of the generator runs
/// (its hostile values: each alternative on its own, each field's hostile
/// values while the other fields stay simplest, every single delimiter of
/// a `Gen.linkPayload` field), then ``Configuration/examples`` less those
/// first two come from a `BiasedSource`
/// seeded from ``Configuration/seed`` and the example's index, so the same
/// seed always gives the same values. 4. A failure is shrunk (see
/// `Shrinker`), then its minimal case is replayed once more: if it passes
/// the result is ``PropertyResult/Outcome/flaky(_:)``; otherwise it is
/// saved to the regression file (when enabled) and reported as
/// ``PropertyResult/Outcome/failed(_:)``. 5. A passing run checks `cover`
/// requirements and health.
///
/// A property fails when it throws or returns `false`; in a process that
/// links `IrisCheck` (a test target that depends on it), also when it
/// records a test issue (`#expect`, `#require`, `XCTAssert*`), whichever
/// modules the calling file imports. Throwing a ``GenerationStop``
/// (see ``assume(_:)``) discards the example instead.
///
/// **Traps.** Under `forAll` or `LawSuite.check` in a Swift Testing test on
/// Linux, called on no actor, a trap in the property (`fatalError`,
/// `precondition`, a force unwrap, a bad access) is a failure like any
/// other: the case is shrunk in child processes of the test binary and
/// saved with a `trap` mark (see ``RegressionFile``). A check run by hand
/// is not guarded: a trap ends the process.
///
/// A run longer than 3 seconds prints its progress to standard error (see
/// ``Configuration/showProgress``).
public struct PropertyCheck<Value>: Sendable {
  /// A property as the runner calls it: fails by throwing or recording an
  /// issue; runs in the caller's isolation.
  public typealias Property = nonisolated(nonsending) (Value) async throws -> Void

  /// The generator of values.
  public var generator: Gen<Value>
  /// The property's id: its key in the regression file.
  public var propertyID: String
  /// How to check.
  public var configuration: Configuration
  /// How to start a child process that serves this check, so a trap is
  /// reported as a failure (see ``TrapGuard``); `nil` (the default) uses
  /// ``TrapGuard/launcher``.
  package var launcher: ChildLauncher?

  /// Creates a check.
  /// - Parameters:
  ///   - generator: the generator of values.
  ///   - id: the property's id; whitespace and `#` are replaced by `_`.
  ///   - configuration: how to check; defaults to ``Configuration/init(examples:seed:maxShrinks:shrinkTimeLimit:timeLimit:maxChoices:replay:saveRegressions:regressionFile:healthChecks:showStatistics:showProgress:)``.
  ///     The environment is not consulted; call
  ///     `applyingEnvironment(_:)` for that.
  public init(_ generator: Gen<Value>, id: String, configuration: Configuration = Configuration()) {
    self.generator = generator
    self.propertyID = RegressionFile.propertyID(id)
    self.configuration = configuration
  }

  /// Runs a property and returns the result without reporting it.
  ///
  /// The property fails when it throws, records a test issue or returns
  /// the `Bool` `false`; other results are ignored, so both
  /// `{ xs in xs.count < 3 }` and `{ xs in #expect(xs.count < 3) }` work.
  /// Test issues are seen when the process links `IrisCheck` and a Swift
  /// Testing or XCTest test is running; those recorded while searching for
  /// the minimal counterexample are observed, not reported. The property
  /// runs in the caller's isolation.
  /// - Parameter property: the property, applied to each value.
  /// - Returns: the result.
  nonisolated(nonsending) public func run<Result>(
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Result
  ) async -> PropertyResult<Value> {
    await execute(PropertyFalsified.checking(property))
  }

  /// Runs a property that fails by throwing or recording an issue, with
  /// the issue observer in effect (``IssueObservation/effective``).
  /// - Parameter property: the property.
  /// - Returns: the result.
  nonisolated(nonsending) package func execute(
    _ property: @escaping Property
  ) async
    -> PropertyResult<Value>
  {
    if let served = ProcessEnvironment.variables[ChildLauncher.serveVariable] {
      guard served == propertyID else { return skippedInChild() }
      return await PropertyRun(check: self, property, serving: true).execute()
    }
    if let launcher = launcher ?? TrapGuard.launcher, Self.isNonisolated() {
      return await guarded(property, launcher: launcher)
    }
    return await PropertyRun(check: self, property).execute()
  }

  /// Whether the caller runs on no actor (see ``TrapGuard``'s limits).
  private static func isNonisolated(
    _ isolation: isolated (any Actor)? = #isolation
  ) -> Bool {
    guard case .none = isolation else { return false }
    return true
  }
}

/// Discards the current example unless `condition` holds: the example does
/// not count, and shrinking never moves to a case that fails it.
///
/// Prefer generating valid values; too many discards fail the filter health
/// check.
/// - Parameter condition: the precondition of the property.
/// - Throws: ``GenerationStop/rejected`` when `condition` is false.
public func assume(_ condition: Bool) throws(GenerationStop) {
  if !condition { throw .rejected }
}

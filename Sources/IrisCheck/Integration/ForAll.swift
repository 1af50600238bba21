import Foundation

/// Checks that a property holds for values from a generator, and reports a
/// failure to the running test.
///
/// ```swift
/// @Test func reverseTwiceIsIdentity() async {
///   await forAll(.array(of: .int(in: -99...99))) { xs in
///     #expect(Array(xs.reversed().reversed()) == xs)
///   }
/// }
/// @Test func reverseIsIdentity() async {  // fails: [0, 1]
///   await forAll(.array(of: .int(in: -99...99))) { xs in xs.reversed() == xs }
/// }
/// ```
/// The property fails when it throws, records an issue (`#expect`,
/// `#require`) or returns the `Bool` `false` (other results are ignored);
/// it may be `async` and runs in the caller's isolation. A failure is
/// shrunk to a minimal case and reported as exactly one issue at this call,
/// with the counterexample as Swift, the seed and one replay line (see
/// `FailureReport`). The case is also saved to the test file's
/// regression file (see ``/IrisCheckCore/RegressionFile``) and replayed first on later
/// runs.
///
/// Configuration comes from `configuration`, then the `IRISCHECK_*`
/// environment variables (see ``/IrisCheckCore/Configuration``), then a ``ReplayTrait``.
/// - Parameters:
///   - generator: the generator of values.
///   - name: the property's name; its id in the regression file is
///     `Suite.test/name`, or `Suite.test@line` (the line of this call)
///     without one, so two unnamed properties in one test never share
///     saved cases. Give one to keep the saved cases when lines above the
///     call move.
///   - configuration: how to check; defaults to 100 examples, a fresh seed.
///   - fileID: the caller's file id; leave the default.
///   - filePath: the caller's file path, which also locates the regression
///     file; leave the default.
///   - line: the caller's line; leave the default.
///   - column: the caller's column; leave the default.
///   - function: the caller's function, the default property id; leave the
///     default.
///   - property: the property.
nonisolated(nonsending) public func forAll<Value, Result>(
  _ generator: Gen<Value>,
  name: String? = nil,
  configuration: Configuration = Configuration(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ property: nonisolated(nonsending) @escaping (Value) async throws -> Result
) async {
  await PropertyDriver(
    generator, name: name, configuration: configuration,
    site: CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  )
  .run(PropertyFalsified.checking(property))
}

/// Checks a property of two generated values, drawn first then second; see
/// the one-generator `forAll`.
/// - Parameters:
///   - first: the generator of the first value.
///   - second: the generator of the second value.
///   - name: the property's name; see the one-generator `forAll`.
///   - configuration: how to check; defaults to 100 examples, a fresh seed.
///   - fileID: the caller's file id; leave the default.
///   - filePath: the caller's file path, which also locates the regression
///     file; leave the default.
///   - line: the caller's line; leave the default.
///   - column: the caller's column; leave the default.
///   - function: the caller's function, the default property id; leave the
///     default.
///   - property: the property; fails by throwing, recording an issue or
///     returning `false`.
nonisolated(nonsending) public func forAll<A, B, Result>(
  _ first: Gen<A>,
  _ second: Gen<B>,
  name: String? = nil,
  configuration: Configuration = Configuration(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ property: nonisolated(nonsending) @escaping (A, B) async throws -> Result
) async {
  await PropertyDriver(
    Gen<(A, B)>.zip(first, second), name: name, configuration: configuration,
    site: CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  ).run(PropertyFalsified.checking { pair in try await property(pair.0, pair.1) })
}

/// Checks a property of three generated values, drawn in order; see the
/// one-generator `forAll`.
/// - Parameters:
///   - first: the generator of the first value.
///   - second: the generator of the second value.
///   - third: the generator of the third value.
///   - name: the property's name; see the one-generator `forAll`.
///   - configuration: how to check; defaults to 100 examples, a fresh seed.
///   - fileID: the caller's file id; leave the default.
///   - filePath: the caller's file path, which also locates the regression
///     file; leave the default.
///   - line: the caller's line; leave the default.
///   - column: the caller's column; leave the default.
///   - function: the caller's function, the default property id; leave the
///     default.
///   - property: the property; fails by throwing, recording an issue or
///     returning `false`.
nonisolated(nonsending) public func forAll<A, B, C, Result>(
  _ first: Gen<A>,
  _ second: Gen<B>,
  _ third: Gen<C>,
  name: String? = nil,
  configuration: Configuration = Configuration(),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ property: nonisolated(nonsending) @escaping (A, B, C) async throws -> Result
) async {
  await PropertyDriver(
    Gen<(A, B, C)>.zip(first, second, third), name: name, configuration: configuration,
    site: CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  ).run(PropertyFalsified.checking { triple in try await property(triple.0, triple.1, triple.2) })
}

/// Resolves configuration for a `forAll` call, runs the check and reports.
struct PropertyDriver<Value> {
  private let generator: Gen<Value>
  private let name: String?
  private let configuration: Configuration
  private let site: CallSite

  init(_ generator: Gen<Value>, name: String?, configuration: Configuration, site: CallSite) {
    self.generator = generator
    self.name = name
    self.configuration = configuration
    self.site = site
  }

  nonisolated(nonsending) func run(_ property: @escaping PropertyCheck<Value>.Property) async {
    let id = site.testScope + (name.map { "/" + $0 } ?? "@\(site.line)")
    let resolved: Configuration
    do {
      resolved = try configuration.resolved(at: site)
    } catch {
      TestReporter.fail("Property \(id) could not run: \(error)", at: site)
      return
    }
    let claim = FuzzFindings.Claim(
      name: name ?? String("\(site.function)".prefix { $0 != "(" }), id: id,
      generator: generator)
    FuzzFindings.merge([claim], under: resolved, at: site)
    RegressionOrphans.report(
      ids: [RegressionFile.propertyID(id)], scope: RegressionFile.propertyID(site.testScope),
      under: resolved, at: site)
    var check = PropertyCheck(generator, id: id, configuration: resolved)
    // NB: a stored launcher, not the task-local: `withValue`'s closure
    // would leave the caller's isolation.
    check.launcher = ChildLauncher.currentTest
    let result = await check.run(property)
    if resolved.showStatistics {
      print(StatisticsTable.render(result.statistics, propertyID: result.propertyID))
    }
    result.report(testName: "\(site.function)", at: site)
  }
}

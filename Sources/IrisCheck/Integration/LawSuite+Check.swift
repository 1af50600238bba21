extension LawSuite {
  /// Runs every law and reports each failing one as exactly one test
  /// failure at this call (a Swift Testing issue, or `XCTFail`).
  ///
  /// Configuration comes from `configuration`, then the `IRISCHECK_*`
  /// environment variables (see ``Configuration``), then a ``ReplayTrait``,
  /// as for `forAll`. A failing law's minimal case is saved to the test
  /// file's regression file (unless `saveRegressions` is off), keyed by
  /// `Suite.test/law`, and replayed first on later runs.
  /// `IRISCHECK_LAW=<name>` runs only the law of that name (a name no law
  /// has fails the test, listing the names): set it with
  /// `IRISCHECK_REPLAY`, since a replay token holds one law's choices.
  /// - Parameters:
  ///   - configuration: how to check each law; defaults to
  ///     ``defaultConfiguration``.
  ///   - fileID: the caller's file id; leave the default.
  ///   - filePath: the caller's file path, which also locates the regression
  ///     file; leave the default.
  ///   - line: the caller's line; leave the default.
  ///   - column: the caller's column; leave the default.
  ///   - function: the caller's function, named in replay lines; leave the
  ///     default.
  /// - Returns: one result per law run, in order; a malformed variable or
  ///   an unknown `IRISCHECK_LAW` gives one failed result that says which,
  ///   as ``results(configuration:)`` does, and that failure is reported.
  @discardableResult
  public func check(
    configuration: Configuration = defaultConfiguration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
  ) async -> [LawResult] {
    let site = CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let results: [LawResult]
    do {
      let (suite, _) = try resolving(configuration, environment: ProcessEnvironment.variables)
      let resolved = try configuration.resolved(at: site)
      let scope = site.testScope
      let claims = suite.entries.compactMap { entry in
        entry.probe.map {
          FuzzFindings.Claim(name: entry.name, id: "\(scope)/\(entry.name)", generator: $0.inputs)
        }
      }
      FuzzFindings.merge(claims, under: resolved, at: site)
      RegressionOrphans.report(
        ids: entries.flatMap(\.names).map { RegressionFile.propertyID("\(scope)/\($0)") },
        scope: RegressionFile.propertyID(scope), under: resolved, at: site)
      results = await LawSuite.$regressionScope.withValue(scope) {
        await TrapGuard.$launcher.withValue(ChildLauncher.currentTest) {
          await suite.runResolved(configuration: resolved)
        }
      }
    } catch {
      results = [LawResult.couldNotRun("\(error)")]
    }
    for result in results { TestReporter.send(result.testReport("\(site.function)"), at: site) }
    return results
  }
}

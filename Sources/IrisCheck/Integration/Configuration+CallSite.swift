extension Configuration {
  /// This configuration as a check called at `site` inside a test runs it:
  /// then the `IRISCHECK_*` environment variables, then a ``ReplayTrait``,
  /// and, unless one is set, the regression file next to the test file.
  ///
  /// Shared by `forAll` and
  /// ``LawSuite/check(configuration:fileID:filePath:line:column:function:)``.
  /// - Parameter site: the calling test's location.
  /// - Returns: the resolved configuration.
  /// - Throws: ``Configuration``'s error for a malformed variable.
  func resolved(at site: CallSite) throws -> Configuration {
    var resolved = try applyingEnvironment(ProcessEnvironment.variables)
    if let token = ReplayTrait.current { resolved.replay = token }
    if resolved.regressionFile == nil {
      resolved.regressionFile = RegressionFile.path(forTestFile: "\(site.filePath)")
    }
    return resolved
  }
}

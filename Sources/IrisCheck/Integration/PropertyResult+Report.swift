extension PropertyResult {
  /// Reports this result to the running test, the way `forAll` does.
  ///
  /// A failing outcome becomes exactly one issue (Swift Testing) or one
  /// `XCTFail` (plus a copy on standard error, except in a
  /// ``PropertyTestCase``'s test), at the given location, with the text of
  /// `FailureReport`; each warning becomes a warning issue (or
  /// a line on standard error); notes are printed. A passing result with no
  /// warnings or notes reports nothing. Use it to report a ``PropertyCheck``
  /// run by hand, for example from a law.
  /// - Parameters:
  ///   - testName: the test's name for the replay line's `--filter`;
  ///     defaults to the property id.
  ///   - fileID: the reporting call's file id; leave the default.
  ///   - filePath: the reporting call's file path; leave the default.
  ///   - line: the reporting call's line; leave the default.
  ///   - column: the reporting call's column; leave the default.
  public func report(
    testName: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column, function: "")
    report(testName: testName, at: site)
  }

  func report(testName: String?, replayEnvironment: [String] = [], at site: CallSite) {
    TestReporter.send(
      testReport(testName: testName, replayEnvironment: replayEnvironment), at: site)
  }
}

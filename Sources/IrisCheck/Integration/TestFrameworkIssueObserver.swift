/// Chooses the issue observer `forAll` and `LawSuite.check` install.
enum TestFrameworkIssueObserver {
  /// Swift Testing's under a Swift Testing test, else XCTest's (where
  /// XCTest exists), else Swift Testing's, which is then inactive.
  static var current: any IssueObserver {
    #if canImport(XCTest)
      if !SwiftTestingIssueObserver.isUnderSwiftTesting { return XCTestIssueObserver() }
    #endif
    return SwiftTestingIssueObserver()
  }
}

import Foundation

/// Chooses the issue observer for a property run.
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

/// Makes this module's observers known to the engine: `IrisCheckCore`
/// looks this class up by name (``IssueObservation/providerClassName``),
/// so every `PropertyCheck.run` in a process that links `IrisCheck`
/// observes `#expect` and `XCTAssert*`, whichever modules its file
/// imports.
///
/// NB: an `NSObject` so that `NSClassFromString` finds it on every
/// platform, by its Swift name `IrisCheck.IssueObserverRegistration`.
final class IssueObserverRegistration: NSObject, IssueObserverProvider {
  static var observer: any IssueObserver { TestFrameworkIssueObserver.current }
}

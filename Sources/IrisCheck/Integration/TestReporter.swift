import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Sends a property's report to whichever test framework is running.
///
/// Under Swift Testing a failure is exactly one `Issue` at the call site and
/// a warning is an issue of severity `.warning`. Otherwise a failure is
/// recorded with `XCTFail` at the call site's file and line when XCTest is
/// available, and printed to standard error unless a ``PropertyTestCase``'s
/// test is running (whose `XCTFail` XCTest prints); a warning goes to
/// standard error.
enum TestReporter {
  /// Sends every part of `report`: warnings, notes, then each failure.
  static func send(_ report: TestReport, at site: CallSite) {
    for warning in report.warnings { warn(warning, at: site) }
    for line in report.notes { note(line) }
    for failure in report.failures { fail(failure, at: site) }
  }

  static func fail(_ message: String, at site: CallSite) {
    if SwiftTestingIssueObserver.isUnderSwiftTesting {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
      return
    }
    // NB: XCTFail outside a running XCTest test is silently dropped, and
    // XCTest offers no public way to ask whether one is running, so the
    // report also goes to standard error unless a `PropertyTestCase`'s test
    // is running (XCTest then prints the failure itself).
    #if canImport(XCTest)
      if !PropertyTestCase.isRunningATest { printToStandardError(message) }
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      printToStandardError(message)
    #endif
  }

  static func warn(_ message: String, at site: CallSite) {
    if SwiftTestingIssueObserver.isUnderSwiftTesting {
      Issue.record(
        Comment(rawValue: message), severity: .warning, sourceLocation: site.sourceLocation)
    } else {
      printToStandardError("warning: " + message)
    }
  }

  static func note(_ message: String) {
    print("IrisCheck: " + message)
  }

  private static func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}

import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Sends a property's report to whichever test framework is running.
///
/// Under Swift Testing a failure is exactly one `Issue` at the call site and
/// a warning is an issue of severity `.warning`. Otherwise, when XCTest is
/// available, a failure is an `XCTFail` at the call site's file and line and
/// a warning goes to standard error; without either, both go to standard
/// error.
enum TestReporter {
  static func fail(_ message: String, at site: CallSite) {
    if IssueCapture.isUnderSwiftTesting {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
      return
    }
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      printToStandardError(message)
    #endif
  }

  static func warn(_ message: String, at site: CallSite) {
    if IssueCapture.isUnderSwiftTesting {
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

#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Observes `XCTAssert*` failures inside property bodies when no Swift
  /// Testing test is running, so that XCTest users get the same shrinking
  /// as `#expect` users.
  ///
  /// **How it works.** A property run goes with its ``IssueSink`` bound in
  /// a task-local, once per run. `XCTAssert*` reports through the running
  /// test case's `recordFailure(withDescription:inFile:atLine:expected:)`:
  /// ``PropertyTestCase`` overrides it to hand the failure to the sink and
  /// record nothing, so only the final minimal failure reaches the test.
  /// A test case that is not a ``PropertyTestCase`` still has its failures
  /// seen, through an `XCTestObservation` observer, and shrunk, but
  /// corelibs XCTest offers no way to keep them from counting: each one is
  /// also recorded as it happens.
  struct XCTestIssueObserver: IssueObserver {
    /// The sink of the property run going on in this task.
    @TaskLocal static var sink: IssueSink?

    var isActive: Bool { !SwiftTestingIssueObserver.isUnderSwiftTesting }

    func observing(
      into sink: IssueSink, isolation: isolated (any Actor)?,
      _ run: nonisolated(nonsending) () async -> Void
    ) async {
      FailureObserver.installOnce
      // NB: the operation captures `isolation` so that it, and the whole
      // run, stays on the caller's executor (see `PropertyRun`).
      await Self.$sink.withValue(
        sink,
        operation: {
          _ = isolation
          await run()
        }, isolation: isolation)
    }

    /// Hands a failure to the running property run's sink.
    /// - Returns: whether a run was going on and took it.
    static func capture(_ description: String, file: String, line: Int) -> Bool {
      guard let sink else { return false }
      let name = URL(fileURLWithPath: file).lastPathComponent
      sink.add("\(description) (\(name):\(line))", origin: .issue(file: name, line: line))
      return true
    }
  }

  /// Sees the failures of test cases that are not ``PropertyTestCase``s.
  private final class FailureObserver: NSObject, XCTestObservation {
    static let installOnce: Void = {
      XCTestObservationCenter.shared.addTestObserver(FailureObserver())
    }()

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      guard !(testCase is PropertyTestCase) else { return }
      _ = XCTestIssueObserver.capture(description, file: filePath ?? "", line: lineNumber)
    }
  }

  /// An `XCTestCase` whose `XCTAssert*` failures inside `forAll` and law
  /// properties are captured like `#expect`: suppressed while IrisCheck
  /// searches for the minimal counterexample, then reported once, at the
  /// `forAll` call.
  ///
  /// ```swift
  /// final class ReverseTests: PropertyTestCase {
  ///   func testReverseIsIdentity() async {   // one failure: [0, 1]
  ///     await forAll(.array(of: .int(in: 0...9))) { xs in XCTAssertEqual(xs.reversed(), xs) }
  ///   }
  /// }
  /// ```
  /// Outside a property it behaves exactly as `XCTestCase`.
  open class PropertyTestCase: XCTestCase {
    /// Whether a property run is capturing failures in this task.
    package static var isCapturingFailures: Bool { XCTestIssueObserver.sink != nil }

    /// Whether a test method of a `PropertyTestCase` is running, so that
    /// an `XCTFail` is recorded by XCTest (which prints it) rather than
    /// dropped.
    package static var isRunningATest: Bool { running.withLock { $0 } }

    // NB: XCTest runs one test method at a time; the lock only makes the
    // flag safe to read from the tasks a test starts.
    private static let running = NSLockedFlag()

    /// Runs the test method, noting that one is running.
    open override func invokeTest() {
      PropertyTestCase.running.withLock { $0 = true }
      defer { PropertyTestCase.running.withLock { $0 = false } }
      super.invokeTest()
    }

    /// Records a failure, unless a property run is going on, which
    /// captures it instead.
    /// - Parameters:
    ///   - description: the failure's description.
    ///   - filePath: the file of the failed assertion.
    ///   - lineNumber: its line.
    ///   - expected: whether it was an assertion failure (not an error).
    open override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      if XCTestIssueObserver.capture(description, file: filePath, line: lineNumber) { return }
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// A `Bool` behind an `NSLock`.
  private final class NSLockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func withLock<Result>(_ body: (inout Bool) -> Result) -> Result {
      lock.withLock { body(&value) }
    }
  }
#endif

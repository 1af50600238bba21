import Foundation
import Testing

/// Runs tests in a child process of the test binary and reads what Swift
/// Testing reported there.
///
/// A test whose body records expected failures (a `withKnownIssue` around
/// a failing `forAll`, or an `#expect` inside a property, which IrisCheck
/// suppresses as a known issue at every evaluation) makes Swift Testing
/// print a line per known issue and a failure block per report, even when
/// it passes: a green run would look red. Such a test carries
/// ``Testing/Trait/childProcessOnly``: it is skipped in the run `swift test`
/// shows, and a test of its suite runs it, unchanged, in a child process
/// with ``expectEachPasses(_:of:sourceLocation:)``, which fails unless every
/// one of them ran there and passed, its known issues and all. The test
/// binary holds every test target of the package, so any of them can use it
/// (this target is their shared support, not a product).
///
/// NB: children are spawned only on Linux, where `swift test` runs the
/// test binary itself (`/proc/self/exe`); elsewhere the tests run in place,
/// printing what they print, and the checking tests pass at once.
public enum ChildTestRun {
  /// The environment variable that marks a child run.
  public static let variable = "IRISCHECK_CHILD_TEST_RUN"

  /// Whether this process is a child run.
  public static let isChild = ProcessInfo.processInfo.environment[variable] == "1"

  /// Whether tests can run in a child process here.
  public static var isSupported: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// Whether a ``Testing/Trait/childProcessOnly`` test runs in this process.
  public static var runsChildProcessOnlyTests: Bool { isChild || !isSupported }

  /// What one test did in the child run.
  private struct Outcome {
    /// Whether it ended (not skipped, not cut short).
    var ended = false
    /// The messages of the issues it recorded that were not known issues
    /// (warnings included).
    var failures: [String] = []
  }

  /// Runs the named tests of `suite` in a child process and records an issue
  /// for each that did not run there or did not pass.
  ///
  /// Does nothing where children are not spawned (the tests then ran in
  /// place) or in a child run itself.
  /// - Parameters:
  ///   - tests: the test functions' names, such as `"foo()"`.
  ///   - suite: the suite type holding them.
  ///   - sourceLocation: where to record a failure; leave the default.
  /// - Throws: an error when the child process could not be run or its
  ///   event stream not read.
  public static func expectEachPasses(
    _ tests: [String], of suite: Any.Type,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    guard isSupported, !isChild else { return }
    let suiteName = String(describing: suite)
    let names = tests.map { NSRegularExpression.escapedPattern(for: $0) }
    let filter =
      NSRegularExpression.escapedPattern(for: "\(suiteName)/")
      + "(\(names.joined(separator: "|")))"
    let run = try await run(filter: filter)
    var notRun: [String] = []
    for test in tests {
      guard
        let outcome = run.outcomes.first(where: { $0.key.contains(".\(suiteName)/\(test)/") })?
          .value, outcome.ended
      else {
        notRun.append(test)
        continue
      }
      if !outcome.failures.isEmpty {
        let failures = outcome.failures.joined(separator: "\n")
        Issue.record(
          "\(suiteName)/\(test) failed in the child process:\n\(failures)",
          sourceLocation: sourceLocation)
      }
    }
    if !notRun.isEmpty {
      let names = notRun.joined(separator: ", ")
      Issue.record(
        "did not run in the child process: \(names); its output:\n\(run.output)",
        sourceLocation: sourceLocation)
    }
  }

  /// The outcome of every test a child run started, by test id, and its
  /// console output.
  private static func run(
    filter: String
  ) async throws -> (outcomes: [String: Outcome], output: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ChildTestRun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let events = directory.appendingPathComponent("events.jsonl").path
    let console = directory.appendingPathComponent("console.txt")
    try Data().write(to: console)
    let output = try FileHandle(forWritingTo: console)
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    process.arguments = [
      "--testing-library", "swift-testing", "--filter", filter,
      "--event-stream-output-path", events, "--event-stream-version", "0",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = "1"
    process.environment = environment
    process.standardOutput = output
    process.standardError = output
    try await process.runUntilExit()
    try output.close()
    let stream = try Data(contentsOf: URL(fileURLWithPath: events))
    let text = String(decoding: (try? Data(contentsOf: console)) ?? Data(), as: UTF8.self)
    return (try outcomes(in: stream), text)
  }

  /// Each test's outcome in an event stream (Swift Testing's JSON lines,
  /// version 0), by test id.
  private static func outcomes(in stream: Data) throws -> [String: Outcome] {
    var outcomes: [String: Outcome] = [:]
    for line in stream.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
      let record = try JSONDecoder().decode(EventRecord.self, from: Data(line))
      guard record.kind == "event", let id = record.payload.testID else { continue }
      switch record.payload.kind {
      case "testEnded":
        outcomes[id, default: Outcome()].ended = true
      case "issueRecorded" where record.payload.issue?.isKnown == false:
        let text = (record.payload.messages ?? []).map(\.text).joined(separator: "\n")
        outcomes[id, default: Outcome()].failures.append(text)
      default:
        continue
      }
    }
    return outcomes
  }

  /// The fields of an event-stream record that ``outcomes(in:)`` reads.
  private struct EventRecord: Decodable {
    struct Payload: Decodable {
      var kind: String
      var testID: String?
      var issue: IssueFields?
      var messages: [Message]?
    }
    struct IssueFields: Decodable {
      var isKnown: Bool
    }
    struct Message: Decodable {
      var text: String
    }
    var kind: String
    var payload: Payload
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only in a child process (see ``ChildTestRun``), where
  /// a test of its suite checks that it passes; skipped in the run
  /// `swift test` shows, on the platforms that spawn children.
  public static var childProcessOnly: Self {
    .enabled(
      if: ChildTestRun.runsChildProcessOnlyTests,
      "records expected failures; runs in a child process (ChildTestRun)")
  }
}

import Foundation
import Testing

/// What one property evaluation did.
enum PropertyVerdict {
  /// It returned normally and recorded no issue.
  case passed
  /// It threw or recorded issues; the messages say what.
  case failed([String])
  /// It threw a ``GenerationStop`` (for example from `assume`): the example
  /// does not count.
  case discarded(GenerationStop)
}

/// Runs property bodies so that their failures are observed but not
/// reported: only the final minimal failure reaches the test.
///
/// **How suppression works.** Under Swift Testing, each evaluation runs
/// inside `withKnownIssue(isIntermittent: true)` with a matcher that records
/// every issue (`#expect`/`#require` failures) and marks it known. That is
/// the only public Swift Testing API that both observes an issue and keeps
/// it from failing the test. Errors thrown by the body are caught before
/// `withKnownIssue` sees them, so `Bool` and throwing properties shrink
/// silently. Swift Testing 6.3 still prints one `recorded a known issue`
/// line per failed expectation per evaluation; a detached task instead
/// records them against an unknown test and fails the run, so it is not an
/// option. Outside Swift Testing (XCTest, benchmarks) bodies run directly.
enum IssueCapture {
  /// Whether a Swift Testing test is running in this task.
  static var isUnderSwiftTesting: Bool { Test.current != nil }

  /// Runs `body` and says whether it passed.
  /// - Parameters:
  ///   - suppressIssues: whether to run inside `withKnownIssue`; pass
  ///     ``isUnderSwiftTesting``, computed once per run.
  ///   - body: the property applied to one value.
  /// - Returns: the verdict.
  nonisolated(nonsending) static func verdict(
    suppressIssues: Bool,
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async -> PropertyVerdict {
    guard suppressIssues else {
      do {
        try await body()
        return .passed
      } catch {
        return verdict(for: error)
      }
    }
    let collector = IssueCollector()
    var thrown: (any Error)?
    await withKnownIssue(
      "IrisCheck: suppressed while searching for the minimal counterexample",
      isIntermittent: true
    ) {
      do {
        try await body()
      } catch {
        thrown = error
      }
    } matching: { issue in
      // NB: warnings are not failures; leaving them unmatched lets Swift
      // Testing record them as usual.
      guard issue.severity >= .error else { return false }
      collector.add(describe(issue))
      return true
    }
    if let stop = thrown as? GenerationStop { return .discarded(stop) }
    let issues = collector.messages
    if !issues.isEmpty { return .failed(issues) }
    if let thrown { return .failed([describe(thrown)]) }
    return .passed
  }

  /// The verdict for an error thrown by a property run without suppression.
  static func verdict(for error: any Error) -> PropertyVerdict {
    if let stop = error as? GenerationStop { return .discarded(stop) }
    return .failed([describe(error)])
  }

  /// A thrown error as a report line.
  static func describe(_ error: any Error) -> String {
    if let falsified = error as? PropertyFalsified { return falsified.description }
    return "threw \(String(reflecting: error))"
  }

  private static func describe(_ issue: Issue) -> String {
    var text = issue.description
    if let location = issue.sourceLocation {
      text += " (\(location.fileName):\(location.line))"
    }
    return text
  }
}

/// Thrown for a `Bool` property that returned `false`.
struct PropertyFalsified: Error, CustomStringConvertible {
  var description: String { "the property returned false" }

  /// Wraps a property with any result so that a `Bool` result of `false`
  /// throws ``PropertyFalsified``.
  static func checking<Value, Result>(
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Result
  ) -> PropertyCheck<Value>.Property {
    guard Result.self == Bool.self else {
      return { value in _ = try await property(value) }
    }
    return { value in
      // NB: `Result` is `Bool` here; the bit cast avoids a dynamic cast per
      // example on the hot path.
      if !unsafeBitCast(try await property(value), to: Bool.self) { throw PropertyFalsified() }
    }
  }
}

private final class IssueCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  func add(_ message: String) { lock.withLock { collected.append(message) } }

  var messages: [String] { lock.withLock { collected } }
}

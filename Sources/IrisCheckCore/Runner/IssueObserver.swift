import Foundation

/// How the runner learns of failures a test framework records inside a
/// property (`#expect`, `XCTAssert*`) without letting them fail the test
/// while it searches for the minimal counterexample.
///
/// The engine imports no test framework: the `IrisCheck` integration module
/// supplies the observers, and ``IssueObservation`` finds them at run time,
/// so every ``PropertyCheck/run(_:)`` in a process that links `IrisCheck`
/// observes issues, whichever modules the calling file imports. Without
/// one, a property fails only by throwing or returning `false`.
package protocol IssueObserver: Sendable {
  /// Whether this observer applies to runs started now (for example, a
  /// Swift Testing test is running in this task); read once per run.
  var isActive: Bool { get }

  /// Runs a whole property run with the test issues its evaluations record
  /// diverted to `sink` instead of failing the test.
  ///
  /// Called once per run, not once per example, so that the per-example
  /// path does no set-up and never leaves the caller's executor.
  /// - Parameters:
  ///   - sink: where recorded issues go; the runner empties it after each
  ///     evaluation.
  ///   - isolation: the caller's isolation; `run` must run there.
  ///   - run: the property run.
  func observing(
    into sink: IssueSink, isolation: isolated (any Actor)?,
    _ run: nonisolated(nonsending) () async -> Void
  ) async
}

/// Registers the integration module's observer: the `IrisCheck` module
/// declares one class conforming to this, found by name at run time.
package protocol IssueObserverProvider: AnyObject, SendableMetatype {
  /// The observer for a run starting now, in this task.
  static var observer: any IssueObserver { get }
}

/// Where a run finds its issue observer.
package enum IssueObservation {
  /// The name under which `IrisCheck` declares its ``IssueObserverProvider``.
  package static let providerClassName = "IrisCheck.IssueObserverRegistration"

  /// The `IrisCheck` module's provider, when that module is linked into
  /// this process (a test target depends on it), else `nil`.
  ///
  /// NB: looked up once, by class name through `NSClassFromString`, the
  /// public Foundation lookup on every platform: the engine cannot import
  /// the module that depends on it, and Swift runs no code when a module
  /// loads, so a name is the one link that holds whatever the calling
  /// file imports and whichever test runs first.
  package static let linked: (any IssueObserverProvider.Type)? =
    NSClassFromString(providerClassName) as? any IssueObserverProvider.Type

  /// The observer for a run starting now: the linked one, when it is
  /// active; `nil` when none applies.
  package static var effective: (any IssueObserver)? {
    guard let observer = linked?.observer, observer.isActive else { return nil }
    return observer
  }
}

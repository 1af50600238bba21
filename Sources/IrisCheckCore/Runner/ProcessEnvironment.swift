import Foundation

/// The process environment, read once per process.
package enum ProcessEnvironment {
  /// The variables: the process's, or those a test bound in
  /// ``overridden`` for this task.
  package static var variables: [String: String] { overridden ?? process }

  /// Variables that replace the process's for code run in this task;
  /// `nil` (the default) leaves the process's in effect.
  @TaskLocal package static var overridden: [String: String]?

  private static let process = ProcessInfo.processInfo.environment
}

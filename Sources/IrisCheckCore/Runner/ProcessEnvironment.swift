import Foundation

/// The process environment, read once per process.
package enum ProcessEnvironment {
  /// The variables.
  package static let variables = ProcessInfo.processInfo.environment
}

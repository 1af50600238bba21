/// How to start a child process that runs the current check again, so it
/// can evaluate cases that trap (see ``ChildEvaluator``).
///
/// The child is the same executable, run so that it reaches the same
/// check: for a Swift Testing test, the test binary filtered to the test.
/// In the child, ``serveVariable`` names the check's property id: that
/// check serves cases (``PropertyCheck``'s serve mode) and every other
/// check in the child passes at once without running.
package struct ChildLauncher: Sendable, Equatable {
  /// The environment variable naming the property a child serves.
  package static let serveVariable = "IRISCHECK_SERVE"

  /// The executable's path.
  package var executable: String
  /// Its arguments.
  package var arguments: [String]
  /// Its environment, without ``serveVariable`` (added per property).
  package var environment: [String: String]

  /// Creates a launcher.
  /// - Parameters:
  ///   - executable: the executable's path.
  ///   - arguments: its arguments.
  ///   - environment: its environment; the child also gets
  ///     `IRISCHECK_SAVE=0`, `IRISCHECK_PROGRESS=0` and
  ///     `SWIFT_BACKTRACE=enable=no` (a trap then ends it at once).
  package init(executable: String, arguments: [String], environment: [String: String]) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// The environment of a child serving `propertyID`.
  /// - Parameter propertyID: the property the child serves.
  /// - Returns: the variables.
  package func environment(serving propertyID: String) -> [String: String] {
    var variables = environment
    variables[Self.serveVariable] = propertyID
    variables["IRISCHECK_SAVE"] = "0"
    variables["IRISCHECK_PROGRESS"] = "0"
    variables["IRISCHECK_REPLAY"] = nil
    variables["SWIFT_BACKTRACE"] = "enable=no"
    return variables
  }
}

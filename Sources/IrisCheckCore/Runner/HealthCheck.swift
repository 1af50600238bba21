/// A problem with the generator rather than with the code under test: the
/// run could not produce enough valid examples.
public enum HealthCheck: Sendable, Equatable, CustomStringConvertible {
  /// Most examples ended because a filter rejected every attempt.
  case filterTooMuch(rejected: Int, valid: Int)
  /// Most examples drew more choices than `maxChoices` allows.
  case tooLarge(discarded: Int, valid: Int)

  /// Runs stop generating once this many examples were discarded (and
  /// then fail this health check when it is enabled): at least 50, and
  /// twice the requested examples.
  /// - Parameter examples: the requested examples.
  /// - Returns: the discard limit.
  package static func discardLimit(examples: Int) -> Int { max(50, 2 * examples) }

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .filterTooMuch(let rejected, let valid):
      return "health check failed: the generator's filter rejected too much "
        + "(\(rejected) examples rejected, \(valid) valid). Generate valid values directly "
        + "instead of filtering, or disable with Configuration(healthChecks: false)."
    case .tooLarge(let discarded, let valid):
      return "health check failed: values are too large (\(discarded) examples drew more "
        + "choices than maxChoices, \(valid) valid). Bound collection sizes or recursion depth."
    }
  }
}

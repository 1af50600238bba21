/// How a property is checked: how many examples, which seed, how long to
/// shrink, whether to replay and save failures.
///
/// Every field has a default, and `applyingEnvironment(_:)` lets a whole
/// test run override some of them without code changes:
///
/// | variable | effect |
/// |---|---|
/// | `IRISCHECK_SEED` | ``seed`` (decimal or `0x` hex) |
/// | `IRISCHECK_EXAMPLES` | ``examples`` (a positive integer) |
/// | `IRISCHECK_REPLAY` | ``replay`` (a token such as `ic1:AQA`) |
/// | `IRISCHECK_SAVE` | ``saveRegressions`` (`0`/`false`/`no` or `1`/`true`/`yes`) |
/// | `IRISCHECK_PROGRESS` | ``showProgress`` (`0`/`false`/`no` or `1`/`true`/`yes`) |
public struct Configuration: Sendable, Equatable {
  /// How many valid examples to run; defaults to 100.
  ///
  /// Examples rejected by a filter do not count. The generator's screens
  /// (its hostile values, tried before any random example) run on top of
  /// these, so they never take a random example's place.
  public var examples: Int
  /// The seed of the random examples; `nil` (the default) picks a fresh one
  /// per run, which the report prints.
  public var seed: UInt64?
  /// The most successful shrink steps; defaults to 500; `0` reports the
  /// first failure unshrunk.
  public var maxShrinks: Int
  /// The most time spent shrinking one failure; defaults to 5 minutes, as
  /// Hypothesis does.
  ///
  /// A safety net: the step limit, ``maxShrinks``, is what bounds a shrink,
  /// so a seed shrinks to the same minimum on any machine. A limit in
  /// seconds that a shrink can reach makes the minimum depend on the
  /// machine's speed and load.
  ///
  /// Time a property spends queued for the process's deterministic
  /// scheduler, behind other tests' runs, does not count, here or in
  /// ``timeLimit``: a busy process does not cut a shrink short.
  public var shrinkTimeLimit: Duration
  /// The most time spent generating examples; `nil` (the default) means none.
  ///
  /// When it runs out the property passes with the examples run so far.
  public var timeLimit: Duration?
  /// The most choices one example may draw before it is discarded as too
  /// large; defaults to 8,192.
  public var maxChoices: Int
  /// A replay token; defaults to `nil`.
  ///
  /// When set, the property runs exactly once on the token's choices, with
  /// no generation, shrinking or saving.
  public var replay: String?
  /// Whether new failures are appended to the regression file; defaults to
  /// `true`.
  public var saveRegressions: Bool
  /// The regression file's path; defaults to `nil`.
  ///
  /// `nil` means none for ``PropertyCheck``; `forAll` then derives it from
  /// the test file (see `path(forTestFile:)`).
  public var regressionFile: String?
  /// Whether health checks (filters rejecting too much, values too large)
  /// fail the property; defaults to `true`.
  public var healthChecks: Bool
  /// Whether `forAll` prints the label table after a run; defaults to `false`.
  ///
  /// The counts are always in ``PropertyResult/statistics``.
  public var showStatistics: Bool
  /// Whether a long run prints its progress to standard error; defaults to
  /// `true`.
  ///
  /// A run prints nothing for its first 3 seconds, then at most one line
  /// every 3 seconds: the property's id, examples run of those requested,
  /// failures found and, while shrinking, the steps taken and the size of
  /// the best case so far.
  public var showProgress: Bool
  /// Whether the runner tries the generator's screens (see ``Gen/screens``)
  /// before random examples; defaults to `true`.
  ///
  /// Not a user's setting: `false` is for measuring what screening costs
  /// (`make bench`); a run without screens misses the hostile values the
  /// README promises are always tried.
  package var screening = true

  /// Creates a configuration; every parameter has the default documented
  /// on its property.
  /// - Parameters:
  ///   - examples: valid examples to run; defaults to 100.
  ///   - seed: the random seed; defaults to a fresh one.
  ///   - maxShrinks: the most shrink steps; defaults to 500.
  ///   - shrinkTimeLimit: the most shrink time; defaults to 5 minutes.
  ///   - timeLimit: the most generation time; defaults to none.
  ///   - maxChoices: the most choices per example; defaults to 8,192.
  ///   - replay: a replay token; defaults to none.
  ///   - saveRegressions: whether to save failures; defaults to `true`.
  ///   - regressionFile: the regression file; defaults to none/derived.
  ///   - healthChecks: whether health checks can fail; defaults to `true`.
  ///   - showStatistics: whether to print labels; defaults to `false`.
  ///   - showProgress: whether long runs print progress; defaults to `true`.
  public init(
    examples: Int = 100,
    seed: UInt64? = nil,
    maxShrinks: Int = 500,
    shrinkTimeLimit: Duration = .seconds(300),
    timeLimit: Duration? = nil,
    maxChoices: Int = 8_192,
    replay: String? = nil,
    saveRegressions: Bool = true,
    regressionFile: String? = nil,
    healthChecks: Bool = true,
    showStatistics: Bool = false,
    showProgress: Bool = true
  ) {
    self.examples = examples
    self.seed = seed
    self.maxShrinks = maxShrinks
    self.shrinkTimeLimit = shrinkTimeLimit
    self.timeLimit = timeLimit
    self.maxChoices = maxChoices
    self.replay = replay
    self.saveRegressions = saveRegressions
    self.regressionFile = regressionFile
    self.healthChecks = healthChecks
    self.showStatistics = showStatistics
    self.showProgress = showProgress
  }

  /// Returns this configuration with the `IRISCHECK_*` variables applied.
  ///
  /// Unset variables leave fields unchanged; set ones replace them.
  /// - Parameter environment: the variables, usually the process
  ///   environment.
  /// - Returns: the overridden configuration.
  /// - Throws: ``ConfigurationError`` naming the variable and its bad value.
  package func applyingEnvironment(
    _ environment: [String: String]
  ) throws(ConfigurationError) -> Configuration {
    var result = self
    if let text = environment["IRISCHECK_SEED"] {
      guard let seed = Self.parseSeed(text) else {
        throw ConfigurationError(
          variable: "IRISCHECK_SEED", value: text, expected: "a 64-bit number")
      }
      result.seed = seed
    }
    if let text = environment["IRISCHECK_EXAMPLES"] {
      guard let count = Int(text), count > 0 else {
        throw ConfigurationError(
          variable: "IRISCHECK_EXAMPLES", value: text, expected: "a positive integer")
      }
      result.examples = count
    }
    if let text = environment["IRISCHECK_REPLAY"], !text.isEmpty {
      result.replay = text
    }
    if let flag = try Self.flag("IRISCHECK_SAVE", in: environment) {
      result.saveRegressions = flag
    }
    if let flag = try Self.flag("IRISCHECK_PROGRESS", in: environment) {
      result.showProgress = flag
    }
    return result
  }

  /// A yes-or-no variable: `0`/`false`/`no` or `1`/`true`/`yes`, any case.
  private static func flag(
    _ variable: String, in environment: [String: String]
  ) throws(ConfigurationError) -> Bool? {
    guard let text = environment[variable] else { return nil }
    switch text.lowercased() {
    case "0", "false", "no": return false
    case "1", "true", "yes": return true
    default: throw ConfigurationError(variable: variable, value: text, expected: "0 or 1")
    }
  }

  /// Parses a seed as printed in reports: decimal, or hex with `0x`.
  /// - Parameter text: the seed text.
  /// - Returns: the seed, or `nil` when `text` is not a 64-bit number.
  package static func parseSeed(_ text: String) -> UInt64? {
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      return UInt64(text.dropFirst(2), radix: 16)
    }
    return UInt64(text)
  }
}

/// An `IRISCHECK_*` environment variable with a value that cannot be used.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The variable's name.
  public var variable: String
  /// Its value.
  public var value: String
  /// What was expected instead.
  public var expected: String

  /// Creates an error.
  /// - Parameters:
  ///   - variable: the variable's name.
  ///   - value: its value.
  ///   - expected: what was expected instead, such as "a positive integer".
  package init(variable: String, value: String, expected: String) {
    self.variable = variable
    self.value = value
    self.expected = expected
  }

  /// The message, for example `IRISCHECK_EXAMPLES="ten" is not a positive integer`.
  public var description: String {
    "\(variable)=\(SwiftLiteral.quoted(value)) is not \(expected)"
  }
}

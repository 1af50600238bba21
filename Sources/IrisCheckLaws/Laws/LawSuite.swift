import IrisCheckCore

/// A list of laws, each with its inputs, run through the property runner:
/// generated, shrunk and reported the same way, one result per law.
///
/// ```swift
/// @Test func mailboxObeysItsLaws() async {
///   await MailboxLaws.suite().check()   // one issue per broken law
/// }
/// ```
/// Each entry is checked with its own ``PropertyCheck`` whose id is the
/// law's name; a failing example is shrunk to a minimal counterexample and
/// judged again by the law, so ``LawResult/violation`` explains exactly the
/// reported case. Entries come from ``Entry/law(_:over:)``, from the domain
/// builders (``CodecLaws/suite(intents:urls:)``, ``FlowLaws/suite``) or from
/// ``Entry/reachability(_:flow:over:)``, and suites concatenate with `+`.
public struct LawSuite: Sendable {
  /// One law with its inputs, ready to run.
  public struct Entry: Sendable {
    /// The law's name.
    public let name: String
    let run: @Sendable (Configuration) async -> LawResult

    /// Creates an entry from a function that checks the law.
    /// - Parameters:
    ///   - name: the law's name.
    ///   - run: checks the law under a configuration and returns the result.
    public init(name: String, run: @escaping @Sendable (Configuration) async -> LawResult) {
      self.name = name
      self.run = run
    }
  }

  /// The entries, in run order.
  public var entries: [Entry]

  /// Creates a suite.
  /// - Parameter entries: the laws to run, in order.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// How law suites check by default: 1,000 examples per law and otherwise
  /// the runner's defaults (a fresh seed, 500 shrink steps, no regression
  /// file).
  ///
  /// Laws are cheap to judge and most bugs they hunt live in a small corner
  /// of the input space (one character in one case of an intent), so a law
  /// gets ten times the runner's usual 100 examples.
  public static let defaultConfiguration = Configuration(examples: 1_000)

  /// Both suites' entries, `lhs` first.
  /// - Parameters:
  ///   - lhs: the first suite.
  ///   - rhs: the second suite.
  /// - Returns: the combined suite.
  public static func + (lhs: LawSuite, rhs: LawSuite) -> LawSuite {
    LawSuite(lhs.entries + rhs.entries)
  }

  /// Runs every law and returns the results, reporting nothing.
  /// - Parameter configuration: how to check each law; defaults to
  ///   ``defaultConfiguration``. The environment is not consulted.
  /// - Returns: one result per entry, in order.
  public func run(configuration: Configuration = defaultConfiguration) async -> [LawResult] {
    var results: [LawResult] = []
    for entry in entries { results.append(await entry.run(configuration)) }
    return results
  }

  /// Runs a law judged by `judge` through the property runner and wraps
  /// the outcome, labelling each input with `classify` when given.
  package static func run<Input: Sendable>(
    _ name: String, _ inputs: Gen<Input>, _ configuration: Configuration,
    classify: (@Sendable (Input) -> String)? = nil,
    judge: @escaping @Sendable (Input) async -> LawViolation?
  ) async -> LawResult {
    let result = await PropertyCheck(inputs, id: name, configuration: configuration).run {
      input in
      if let classify { label(classify(input)) }
      if let violation = await judge(input) { throw violation }
    }
    let minimal = result.counterexample?.value
    var violation: LawViolation?
    if let minimal { violation = await judge(minimal) }
    return LawResult(
      law: name, violation: violation, counterexample: minimal.map { SwiftLiteral.describe($0) },
      report: FailureReport.render(result, replayEnvironment: ["IRISCHECK_LAW=\(name)"]),
      statistics: result.statistics,
      testReport: { testName in
        result.testReport(testName: testName, replayEnvironment: ["IRISCHECK_LAW=\(name)"])
      })
  }
}

extension LawSuite.Entry {
  /// An entry that checks a per-example law, ``Law`` or ``AsyncLaw``, on
  /// generated inputs.
  /// - Parameters:
  ///   - law: the law.
  ///   - inputs: the generator of the law's inputs.
  ///   - classify: names each input's class, counted in the result's
  ///     ``LawResult/statistics`` (coverage classes in a report); defaults
  ///     to `nil`, no classes.
  /// - Returns: the entry.
  public static func law<L: AsyncLaw>(
    _ law: L, over inputs: Gen<L.Input>,
    classify: (@Sendable (L.Input) -> String)? = nil
  ) -> LawSuite.Entry
  where L.Input: Sendable {
    LawSuite.Entry(name: law.name) { configuration in
      await LawSuite.run(law.name, inputs, configuration, classify: classify) {
        await law.check($0)
      }
    }
  }
}

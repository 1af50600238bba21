import IrisCheckCore

/// A list of laws, each with its inputs, run through the property runner:
/// generated, shrunk and reported the same way, one result per law.
///
/// ```swift
/// @Test func mailboxObeysItsLaws() async {
///   await MailboxLaws.all.check()   // one issue per broken law
/// }
/// ```
/// Each entry is checked with its own ``/IrisCheckCore/PropertyCheck`` whose id is the
/// law's name (`Suite.test/law` under `check`); a failing example is
/// shrunk to a minimal counterexample, and ``LawResult/violation`` is what
/// the law said in the same final evaluation the report shows. Entries
/// come from ``Entry/law(_:over:classify:)`` or from the domain builders
/// (``CodecLaws``, ``FlowLaws``, ``NavigationLaws``, ``CoordinatorLaws``),
/// and suites concatenate with `+`.
public struct LawSuite: Sendable {
  /// One law with its inputs, ready to run, or a group of laws judged
  /// from one run of each input.
  public struct Entry: Sendable {
    /// The law's name; for a group, the first law's.
    public var name: String { names[0] }
    /// The names of the laws the entry checks, in the order of its results.
    public let names: [String]
    let run: @Sendable (Configuration, _ only: String?) async -> [LawResult]
    /// The law as a fuzzer drives it; `nil` for a whole-run law or a group.
    package let probe: LawProbe?

    /// Creates an entry from a function that checks the law.
    /// - Parameters:
    ///   - name: the law's name.
    ///   - run: checks the law under a configuration and returns the result.
    public init(name: String, run: @escaping @Sendable (Configuration) async -> LawResult) {
      self.init(name: name, probe: nil, run: run)
    }

    /// Creates an entry with its fuzzing probe.
    package init(
      name: String, probe: LawProbe?, run: @escaping @Sendable (Configuration) async -> LawResult
    ) {
      self.names = [name]
      self.probe = probe
      self.run = { configuration, _ in [await run(configuration)] }
    }

    /// Creates an entry for a group of laws that judge one run of each input.
    /// - Parameters:
    ///   - names: the laws' names, at least one.
    ///   - run: checks the laws under a configuration, only the law named
    ///     `only` when it is set, and returns one result per law checked.
    package init(
      group names: [String],
      run: @escaping @Sendable (Configuration, _ only: String?) async -> [LawResult]
    ) {
      precondition(!names.isEmpty, "a law group needs at least one law")
      self.names = names
      self.probe = nil
      self.run = run
    }

    /// This entry narrowed to the law named `name`, which it must check.
    func narrowed(to name: String) -> Entry {
      guard names.count > 1 else { return self }
      let run = self.run
      return Entry(group: [name]) { configuration, _ in await run(configuration, name) }
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

  /// Checks every law and returns the results, reporting nothing.
  ///
  /// For a report, a fuzz driver, or a test that asserts on the results; in
  /// a test, `check()` (in `IrisCheck`) checks the same way and reports each
  /// broken law as a test failure.
  ///
  /// Configuration is resolved as `check` resolves it, less what only a
  /// running test has: `configuration`, then the `IRISCHECK_*` environment
  /// variables (see `applyingEnvironment(_:)`), and
  /// `IRISCHECK_LAW=<name>` runs only the law of that name.
  /// - Parameter configuration: how to check each law; defaults to
  ///   ``defaultConfiguration``.
  /// - Returns: one result per entry run, in order; a malformed variable or
  ///   an unknown `IRISCHECK_LAW` gives one failed result that says which.
  public func results(configuration: Configuration = defaultConfiguration) async -> [LawResult] {
    do {
      let (suite, resolved) = try resolving(
        configuration, environment: ProcessEnvironment.variables)
      return await suite.runResolved(configuration: resolved)
    } catch {
      return [LawResult.couldNotRun("\(error)")]
    }
  }

  /// This suite and configuration under the `IRISCHECK_*` variables: the
  /// configuration with the environment applied, and the suite narrowed to
  /// `IRISCHECK_LAW` when set.
  /// - Parameters:
  ///   - configuration: the caller's configuration.
  ///   - environment: the variables, usually the process environment.
  /// - Returns: the suite to run and its configuration.
  /// - Throws: ``ConfigurationError`` for a malformed variable or a law
  ///   name no entry has (the message lists the names that exist).
  package func resolving(
    _ configuration: Configuration, environment: [String: String]
  ) throws(ConfigurationError) -> (LawSuite, Configuration) {
    let resolved = try configuration.applyingEnvironment(environment)
    guard let only = environment["IRISCHECK_LAW"], !only.isEmpty else { return (self, resolved) }
    let chosen = entries.filter { $0.names.contains(only) }.map { $0.narrowed(to: only) }
    guard !chosen.isEmpty else {
      throw ConfigurationError(
        variable: "IRISCHECK_LAW", value: only,
        expected: "a law of this suite: "
          + entries.flatMap(\.names).map { SwiftLiteral.quoted($0) }.joined(separator: ", "))
    }
    return (LawSuite(chosen), resolved)
  }

  /// Runs every entry under an already resolved configuration.
  /// - Parameter configuration: the resolved configuration.
  /// - Returns: one result per entry, in order.
  package func runResolved(configuration: Configuration) async -> [LawResult] {
    var results: [LawResult] = []
    for entry in entries { results += await entry.run(configuration, nil) }
    return results
  }

  /// The scope of the running suite's regression ids, such as `Suite.test`.
  ///
  /// A law's id is `Suite.test/law`, so suites in one test file never
  /// replay each other's saved cases; `nil` (outside `check`) leaves the
  /// bare law name.
  @TaskLocal package static var regressionScope: String?

  /// A law's regression id: `<scope>/<law>`, or the law's name alone.
  /// - Parameter law: the law's name.
  /// - Returns: the id.
  package static func propertyID(law: String) -> String {
    regressionScope.map { "\($0)/\(law)" } ?? law
  }

  /// Runs a law judged by `judge` through the property runner and wraps
  /// the outcome, labelling each input with `classify` when given.
  ///
  /// NB: one evaluation, one truth: the violation is the error the minimal
  /// case threw in the runner's final evaluation, the same evaluation the
  /// report's failure lines come from; the law is not judged again.
  package static func run<Input: Sendable>(
    _ name: String, _ inputs: Gen<Input>, _ configuration: Configuration,
    classify: (@Sendable (Input) -> String)? = nil,
    domain: LawDomain<Input>? = nil,
    judge: @escaping @Sendable (Input) async -> LawViolation?
  ) async -> LawResult {
    let clock = ContinuousClock()
    let started = clock.now
    let check = PropertyCheck(inputs, id: propertyID(law: name), configuration: configuration)
    let outcome = await check.run { input in
      if let classify { label(classify(input)) }
      if let domain, domain.contains(input) { label(domain.label) }
      if let violation = await judge(input) { throw violation }
    }
    return result(of: name, outcome, domain: domain, configuration, duration: clock.now - started)
  }

  /// A law's result from its property's result: the violation of the
  /// minimal case, or a vacuous pass in `domain` as a failure.
  package static func result<Input: Sendable>(
    of name: String, _ result: PropertyResult<Input>, domain: LawDomain<Input>?,
    _ configuration: Configuration, duration: Duration, note: String? = nil
  ) -> LawResult {
    if let domain, let vacuous = domain.vacuity(of: result, law: name, configuration) {
      return .failed(vacuous, statistics: result.statistics, duration: duration)
    }
    let environment = ["IRISCHECK_LAW=\(name)"]
    let first = result.counterexample
    let judged = result.failures.compactMap { failure in
      (failure.error as? LawViolation).map {
        (violation: $0, counterexample: SwiftLiteral.describe(failure.value))
      }
    }
    var examplesToFind: Int?
    if case .generated(let index) = first?.origin { examplesToFind = index + 1 }
    return LawResult(
      law: name, violation: first?.error as? LawViolation,
      counterexample: first.map { SwiftLiteral.describe($0.value) },
      report: FailureReport.render(result, replayEnvironment: environment).map {
        $0 + (domain.map { "\n" + $0.countLine(result.statistics) } ?? "")
          + (note.map { "\n" + $0 } ?? "")
      },
      statistics: result.statistics,
      violations: judged.map(\.violation), counterexamples: judged.map(\.counterexample),
      examplesToFind: examplesToFind, shrinkSteps: first?.shrinkSteps ?? 0,
      shrinkDuration: first?.shrinkDuration ?? .zero, duration: duration,
      testReport: { testName in
        result.testReport(testName: testName, replayEnvironment: environment)
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
    LawSuite.Entry(name: law.name, probe: LawProbe(law, over: inputs)) { configuration in
      await LawSuite.run(
        law.name, inputs, configuration, classify: classify,
        domain: law.domainName.map { LawDomain(name: $0, contains: law.isInDomain) }
      ) { await law.check($0) }
    }
  }
}

import IrisCheckCore

/// How one law fared over a whole run: passed, or broken with its minimal
/// counterexample, as a value a test can assert on.
///
/// A ``LawSuite`` returns one per law. ``report`` is the text a person
/// reads (`FailureReport`'s, or a whole-run law's verdict); ``violation``
/// is the law's own verdict on the minimal counterexample.
public struct LawResult: Sendable, CustomStringConvertible {
  /// The law's name, for example `RoundTrip`.
  public let law: String
  /// The violation of the minimal counterexample (or a whole-run law's
  /// verdict); `nil` when the law held or the run could not judge it.
  public let violation: LawViolation?
  /// The minimal counterexample as Swift source, for example
  /// `.thread(id: "/")`; `nil` when there
  /// is none.
  public let counterexample: String?
  /// The full report; `nil` exactly when the law passed.
  public let report: String?
  /// What the run saw: examples run and, when the entry classifies its
  /// inputs, how many fell in each class (``/IrisCheckCore/Statistics/labelCounts``).
  public let statistics: Statistics
  /// Every violation found, one per failure origin (law direction), each
  /// from its own minimal case; ``violation`` is the first.
  public let violations: [LawViolation]
  /// Every minimal counterexample as Swift source, in the order of
  /// ``violations``; ``counterexample`` is the first.
  public let counterexamples: [String]
  /// How many examples it took to find the first failure (1-based), or
  /// `nil` when the law held or a saved or replayed case failed.
  package let examplesToFind: Int?
  /// Accepted shrink steps for the first failure; `0` when none.
  package let shrinkSteps: Int
  /// The time spent shrinking the first failure.
  package let shrinkDuration: Duration
  /// The time the whole law took: generation, shrinking and reporting.
  public let duration: Duration
  /// What to report to the running test, given the test's name.
  package let testReport: @Sendable (_ testName: String) -> TestReport

  /// Creates a result.
  package init(
    law: String, violation: LawViolation?, counterexample: String?, report: String?,
    statistics: Statistics, violations: [LawViolation]? = nil, counterexamples: [String]? = nil,
    examplesToFind: Int? = nil,
    shrinkSteps: Int = 0, shrinkDuration: Duration = .zero, duration: Duration = .zero,
    testReport: @escaping @Sendable (_ testName: String) -> TestReport
  ) {
    self.law = law
    self.violation = violation
    self.counterexample = counterexample
    self.report = report
    self.statistics = statistics
    self.violations = violations ?? violation.map { [$0] } ?? []
    self.counterexamples = counterexamples ?? counterexample.map { [$0] } ?? []
    self.examplesToFind = examplesToFind
    self.shrinkSteps = shrinkSteps
    self.shrinkDuration = shrinkDuration
    self.duration = duration
    self.testReport = testReport
  }

  /// The result of a suite that could not run, such as for an unknown
  /// `IRISCHECK_LAW`.
  /// - Parameter message: why.
  /// - Returns: a failed result whose report is `message`.
  package static func couldNotRun(_ message: String) -> LawResult {
    let report = "Law suite could not run: \(message)"
    return LawResult(
      law: "LawSuite", violation: nil, counterexample: nil, report: report,
      statistics: Statistics(), testReport: { _ in TestReport(failures: [report]) })
  }

  /// A failed result with no counterexample: `violation`, reported as
  /// `report` (its description by default).
  package static func failed(
    _ violation: LawViolation, report: String? = nil, statistics: Statistics = Statistics(),
    duration: Duration = .zero
  ) -> LawResult {
    let report = report ?? violation.description
    return LawResult(
      law: violation.law, violation: violation, counterexample: nil, report: report,
      statistics: statistics, duration: duration,
      testReport: { _ in TestReport(failures: [report]) })
  }

  /// Whether the law failed (or could not be checked): the run should fail.
  public var isFailure: Bool { report != nil }

  /// `<law>: passed`, or the report.
  public var description: String { report ?? "\(law): passed" }
}

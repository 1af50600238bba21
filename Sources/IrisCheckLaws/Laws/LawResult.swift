import IrisCheckCore

/// How one law fared over a whole run: passed, or broken with its minimal
/// counterexample, as a value a test can assert on.
///
/// A ``LawSuite`` returns one per law. ``report`` is the text a person
/// reads (``FailureReport``'s, or a whole-run law's verdict); ``violation``
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
  /// inputs, how many fell in each class (``Statistics/labelCounts``).
  public let statistics: Statistics
  /// What to report to the running test, given the test's name.
  package let testReport: @Sendable (_ testName: String) -> TestReport

  /// Creates a result.
  package init(
    law: String, violation: LawViolation?, counterexample: String?, report: String?,
    statistics: Statistics, testReport: @escaping @Sendable (_ testName: String) -> TestReport
  ) {
    self.law = law
    self.violation = violation
    self.counterexample = counterexample
    self.report = report
    self.statistics = statistics
    self.testReport = testReport
  }

  /// Whether the law failed (or could not be checked): the run should fail.
  public var isFailure: Bool { report != nil }

  /// `<law>: passed`, or the report.
  public var description: String { report ?? "\(law): passed" }
}

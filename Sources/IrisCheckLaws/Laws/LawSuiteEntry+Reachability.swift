import Foundation
import Iris
import IrisCheckCore

extension LawSuite.Entry {
  /// An entry that records the steps of every generated intent in a
  /// `Reachability` and reports its verdict after the run; each
  /// intent is classified by its case name (`.thread`).
  ///
  /// A whole-run law has no single counterexample: nothing is shrunk, and
  /// the report lists what was and was not reached. Under a replay token
  /// (one example) the verdict would be meaningless, so the entry passes.
  /// - Parameters:
  ///   - law: the accumulator, empty.
  ///   - flow: the flow whose steps are recorded.
  ///   - intents: the generator of intents.
  /// - Returns: the entry.
  package static func reachability<Intent, Route, SheetRoute, SideEffect>(
    _ law: ReachabilityLaw<Route, SheetRoute>,
    flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    over intents: Gen<Intent>
  ) -> LawSuite.Entry {
    LawSuite.Entry(name: law.name) { configuration in
      let accumulator = Accumulator(law)
      let result = await PropertyCheck(
        intents, id: LawSuite.propertyID(law: law.name), configuration: configuration
      ).run {
        intent in
        label("." + CaseName.of(intent))
        let steps = flow.operations(intent)
        accumulator.update { $0.record(steps) }
      }
      let passed = LawResult(
        law: law.name, violation: nil, counterexample: nil, report: nil,
        statistics: result.statistics, testReport: { _ in TestReport() })
      if configuration.replay != nil { return passed }
      if let report = FailureReport.render(result) {
        return LawResult(
          law: law.name, violation: nil, counterexample: nil, report: report,
          statistics: result.statistics,
          testReport: { testName in result.testReport(testName: testName) })
      }
      guard let verdict = accumulator.update({ $0.verdict() }) else { return passed }
      let report =
        "Law \(law.name) failed over \(result.statistics.examples) examples "
        + "(seed 0x\(String(result.seed, radix: 16, uppercase: true))).\n\n\(verdict)"
      return .failed(verdict, report: report, statistics: result.statistics)
    }
  }
}

/// A value behind a lock, for a property that accumulates across examples.
private final class Accumulator<Value>: @unchecked Sendable {
  // NB: a property may run in any isolation, so access is locked.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}

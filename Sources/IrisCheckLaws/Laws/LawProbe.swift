import IrisCheckCore

/// One per-example law of a ``LawSuite`` as a fuzzer drives it: the law's
/// inputs and its judge, without the runner around them.
///
/// ``LawSuite/Entry/law(_:over:classify:)`` builds one for every entry it
/// makes; `IrisFuzz` turns a suite's probes into one fuzz target (the
/// fuzzer's bytes are the choices `inputs` draws) and shrinks a finding
/// with ``PropertyCheck`` over ``inputs`` and ``check``. Whole-run entries
/// (reachability, arrival, the flow laws' coverage) have none.
package struct LawProbe: Sendable {
  /// The law's inputs, the values erased to `Any`; they draw exactly the
  /// choices the law's own generator draws.
  package let inputs: Gen<Any>
  /// Judges one value of ``inputs``, suspending if the law does.
  package let check: nonisolated(nonsending) @Sendable (Any) async -> LawViolation?
  /// Draws one input from a recorder and judges it without suspending;
  /// `nil` for a law that must suspend (an ``AsyncLaw`` that is not a
  /// ``Law``), which ``drawAndCheck`` judges instead.
  package let judge: (@Sendable (ChoiceRecorder) throws(GenerationStop) -> LawViolation?)?

  /// The probe of an ``AsyncLaw`` over its generator.
  /// - Parameters:
  ///   - law: the law.
  ///   - inputs: the law's inputs.
  package init<L: AsyncLaw>(_ law: L, over inputs: Gen<L.Input>) where L.Input: Sendable {
    self.inputs = inputs.map { $0 as Any }
    check = { value in
      guard let input = value as? L.Input else { return nil }
      return await law.check(input)
    }
    if let law = law as? any Law<L.Input> {
      judge = { recorder throws(GenerationStop) in law.check(try inputs.generate(recorder)) }
    } else {
      judge = nil
    }
  }

  /// Draws one input from a recorder and judges it, suspending if the law
  /// does.
  /// - Parameter recorder: the test case.
  /// - Returns: the violation, or `nil` when the law holds.
  /// - Throws: the ``GenerationStop`` that ended generation.
  package func drawAndCheck(
    _ recorder: ChoiceRecorder
  ) async throws(GenerationStop)
    -> LawViolation?
  {
    await check(try inputs.generate(recorder))
  }
}

import IrisCheckCore
import IrisCheckLaws

extension FuzzLaw {
  /// Shrinks a case on which this law traps, judging every candidate in a
  /// child process, and reports the minimal one.
  ///
  /// The law never runs in this process: each candidate is drawn here
  /// through the law's generator (which must not trap), written as the
  /// fuzzer bytes that draw it (`selector` first, the byte that picks the
  /// law), and judged by `traps`, which runs the target on those bytes in
  /// a child and says whether it trapped. The engine's ``Shrinker`` keeps
  /// a candidate when the child trapped, so the minimal case is the
  /// simplest that still traps (by any trap). The minimal case is judged
  /// once more at the end: a case that no longer traps then is flaky.
  /// - Parameters:
  ///   - choices: the law's choices from the fuzzer's input (without the
  ///     selector).
  ///   - selector: the bytes that pick this law in its target.
  ///   - target: the fuzz target's name.
  ///   - limits: the shrink's budget.
  ///   - traps: runs the target on fuzzer bytes in a child; the trap's
  ///     message, or `nil` when the child did not trap.
  /// - Returns: one finding (the minimal case, its token, the trap), or
  ///   why there is none.
  package func shrinkTrap(
    _ choices: ChoiceSequence, selector: [UInt8], target: String,
    limits: ShrinkLimits = ShrinkLimits(maxShrinks: 500, timeLimit: .seconds(60)),
    traps: @escaping @Sendable ([UInt8]) async -> String?
  ) async -> FuzzInvestigation {
    let inputs = probe.inputs
    guard let original = Self.draw(inputs, choices),
      let firstTrap = await traps(selector + original.bytes)
    else {
      return .holds(law: name)
    }
    var runs = 1
    let shrinker = Shrinker(
      initial: ShrinkOutcome(
        isInteresting: true, sequence: original.sequence, spans: original.spans),
      limits: limits
    ) { candidate in
      guard let drawn = Self.draw(inputs, candidate) else {
        return ShrinkOutcome(isInteresting: false, sequence: candidate)
      }
      runs += 1
      let trapped = await traps(selector + drawn.bytes) != nil
      return ShrinkOutcome(isInteresting: trapped, sequence: drawn.sequence, spans: drawn.spans)
    }
    let minimal = await shrinker.shrink()
    guard let drawn = Self.draw(inputs, minimal.sequence) else { return .holds(law: name) }
    let value = SwiftLiteral.describe(drawn.value)
    let originalValue = SwiftLiteral.describe(original.value)
    runs += 1
    guard let trap = await traps(selector + drawn.bytes) else {
      return .flaky(
        "Fuzz target \(target): law \(name) trapped on \(originalValue) (\(firstTrap)), but its "
          + "shrunk case \(value) did not trap when run again.")
    }
    let report = """
      Fuzz target \(target): law \(name) trapped (the process died); shrunk in child processes.

      Minimal counterexample:
        \(value)
      Trap:
        \(trap)
      Original failing value:
        \(originalValue)
      Shrunk in \(shrinker.steps) steps, \(runs) child runs\
      \(shrinker.isBudgetExhausted ? " (the budget ran out: the case may not be minimal)" : "").
      """
    return .found([
      FuzzFinding(
        target: target, law: name, token: ReplayToken(minimal.sequence), value: value,
        violation: "\(name) trapped on \(value): \(trap)", report: report)
    ])
  }

  /// The value a choice sequence draws through `inputs`, the choices the
  /// draw recorded, its spans, and the bytes a `ByteSource` reads back
  /// as those choices; `nil` when generation stopped.
  static func draw(
    _ inputs: Gen<Any>, _ choices: ChoiceSequence
  ) -> (value: Any, sequence: ChoiceSequence, spans: [ChoiceSpan], bytes: [UInt8])? {
    let source = EncodingBox(ByteEncodingSource(ReplaySource(choices)))
    let recorder = ChoiceRecorder(
      source: source, exhaustion: .drawSimplest, maxChoices: FuzzOracles.maxChoices)
    guard let value = try? inputs.generate(recorder) else { return nil }
    return (value, recorder.sequence, recorder.spans, source.bytes)
  }
}

/// Lets the bytes of a source that a recorder owns be read afterwards.
private final class EncodingBox: ChoiceSource {
  private var source: ByteEncodingSource<ReplaySource>

  init(_ source: ByteEncodingSource<ReplaySource>) {
    self.source = source
  }

  var bytes: [UInt8] { source.bytes }

  func next(upTo bound: UInt64) -> UInt64? {
    source.next(upTo: bound)
  }
}

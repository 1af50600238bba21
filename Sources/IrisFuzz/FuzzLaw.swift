import IrisCheckCore
import IrisCheckLaws

/// One law (or property) of a fuzz target, and how fuzzer bytes reach it.
///
/// **Bytes to choices.** A `ByteSource` reads the bytes as choices,
/// simplest (`0`) past their end, at most `maxChoices`. The
/// first choice picks the law (`0..<laws.count`; a target of one law
/// draws it without reading a byte), the rest draw the law's input. So a
/// finding's choices after the first are the law's own: the case a
/// ``PropertyCheck`` over the law's inputs replays, shrinks and saves.
package struct FuzzLaw: Sendable {
  /// The law's name, its property id in saved regressions.
  package let name: String
  /// Its inputs and judge.
  package let probe: LawProbe

  /// Creates one.
  package init(name: String, probe: LawProbe) {
    self.name = name
    self.probe = probe
  }

  /// The law the bytes choose and the law's own choices.
  /// - Parameters:
  ///   - laws: the target's laws, not empty.
  ///   - bytes: the fuzzer's input.
  /// - Returns: the law's index and the choices its input drew; `nil` when
  ///   generation stopped (too many choices, a filter gave up).
  package static func decode(
    _ laws: [FuzzLaw], bytes: [UInt8]
  ) -> (
    index: Int, choices: ChoiceSequence
  )? {
    let recorder = recorder(bytes)
    guard let index = try? pick(laws, recorder),
      (try? laws[index].probe.inputs.generate(recorder)) != nil
    else { return nil }
    return (index, ChoiceSequence(Array(recorder.choices.dropFirst())))
  }

  /// Judges the law the bytes choose on the input they draw.
  /// - Parameters:
  ///   - laws: the target's laws.
  ///   - bytes: the fuzzer's input.
  /// - Returns: the violation, `.passed`, or `.skipped` when generation
  ///   stopped or there is no law.
  package static func judge(_ laws: [FuzzLaw], bytes: [UInt8]) -> OracleOutcome {
    guard !laws.isEmpty else { return .skipped("the target has no law") }
    let recorder = recorder(bytes)
    let violation: LawViolation?
    do {
      let law = laws[try pick(laws, recorder)]
      if let judge = law.probe.judge {
        violation = try judge(recorder)
      } else {
        // NB: the recorder is confined to this call: the task that draws
        // from it runs while this thread waits for it.
        nonisolated(unsafe) let confined = recorder
        violation = try BlockingTask.run { () async -> Result<LawViolation?, GenerationStop> in
          do throws(GenerationStop) {
            return .success(try await law.probe.drawAndCheck(confined))
          } catch {
            return .failure(error)
          }
        }.get()
      }
    } catch {
      return .skipped("generation stopped: \(error)")
    }
    return violation.map(OracleOutcome.violated) ?? .passed
  }

  private static func recorder(_ bytes: [UInt8]) -> ChoiceRecorder {
    ChoiceRecorder(
      source: ByteSource(bytes), exhaustion: .drawSimplest, maxChoices: FuzzOracles.maxChoices + 1)
  }

  private static func pick(
    _ laws: [FuzzLaw], _ recorder: ChoiceRecorder
  ) throws(GenerationStop)
    -> Int
  {
    Int(try recorder.draw(upTo: UInt64(laws.count - 1)))
  }
}

import Iris
import IrisCheckCore
import IrisCheckLaws

extension FuzzOracles {
  /// Decodes `bytes` into a burst and its schedule through the laws' own
  /// scenario generator (the schedule's decisions read the bytes left after
  /// the burst), runs it once, and judges it by every coordinator law.
  /// - Parameters:
  ///   - bytes: the fuzzer's input.
  ///   - laws: the coordinator laws.
  ///   - except: names of laws not to judge (a known finding, say).
  /// - Returns: the first violation, `.passed`, or `.skipped` when no
  ///   scenario could be generated.
  public static func coordinatorBurst<Coordinator, Snapshot>(
    _ bytes: [UInt8], laws: CoordinatorLaws<Coordinator, Snapshot>, except: Set<String> = []
  ) -> OracleOutcome {
    let recorder = ChoiceRecorder(
      source: ByteSource(bytes), exhaustion: .drawSimplest, maxChoices: maxChoices)
    let scenario: CoordinatorScenario<Coordinator.Intent>
    do {
      scenario = try laws.scenarios.generate(recorder)
    } catch {
      return .skipped("generation stopped: \(error)")
    }
    let record = laws.harness.runBlocking(scenario)
    for law in laws.all where !except.contains(law.name) {
      if let violation = law.violation(in: record) { return .violated(violation) }
    }
    return .passed
  }
}

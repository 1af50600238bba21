import IrisCheckCore
import IrisCheckLaws

extension FuzzTarget {
  /// Replays one fuzzer input through this target and, when it fails,
  /// shrinks it (see ``FuzzLaw/shrink(_:target:)``).
  ///
  /// A byte target's input is its own finding: it is reported as the text
  /// it decodes to, unshrunk.
  /// - Parameter bytes: the input, for example a libFuzzer `crash-` file.
  /// - Returns: what the input amounts to.
  package func investigate(_ bytes: [UInt8]) async -> FuzzInvestigation {
    guard let laws else {
      switch oracle(bytes) {
      case .passed: return .holds(law: name)
      case .skipped(let reason): return .skipped(reason)
      case .violated(let violation):
        let value = SwiftLiteral.describe(FuzzText.string(bytes))
        return .found([
          FuzzFinding(
            target: name, law: violation.law, token: nil, value: value,
            violation: violation.description,
            report: "Fuzz target \(name) failed.\n\nInput (\(bytes.count) bytes):\n  \(value)\n"
              + "Failure:\n  \(violation.description)")
        ])
      }
    }
    guard !laws.isEmpty, let (index, choices) = FuzzLaw.decode(laws, bytes: bytes) else {
      return .skipped("no value could be drawn from the input")
    }
    return await laws[index].shrink(choices, target: name)
  }
}

import IrisCheckCore
import IrisCheckLaws

/// One libFuzzer target: a name and the oracle it runs on every input.
///
/// Three kinds, each one declaration:
/// - ``suite(_:_:)``: a ``/IrisCheckLaws/LawSuite``, the fuzzer's bytes read as choices;
///   the first picks a law, the rest draw its input.
/// - ``property(_:_:_:)``: a property over a generator, the bytes read as
///   its choices.
/// - ``init(_:oracle:)``: an oracle over the raw bytes (a ``FuzzOracles``
///   call), for a `@_cdecl("LLVMFuzzerTestOneInput")` entry of its own.
///
/// A suite or property target runs under ``FuzzMain`` and the `fuzz`
/// command plugin; a finding is shrunk by the engine and saved where
/// `swift test` replays it. A byte target's file in `Fuzz/Sources/<name>/`
/// hands it libFuzzer's input from `LLVMFuzzerTestOneInput`; its replay
/// tests run its own `Corpus/<name>/` and `Corpus/regressions/<name>/`
/// through the same ``oracle``, so a crasher is replayed by the oracle that
/// found it and by no other.
public struct FuzzTarget: Sendable {
  /// The target's name: its folder, its executable and its corpus folder.
  public let name: String
  /// The check run on every input.
  public let oracle: @Sendable ([UInt8]) -> OracleOutcome
  /// The laws or the property the bytes choose among, in order; `nil` for
  /// a byte target.
  package let laws: [FuzzLaw]?

  /// Creates a target over the raw bytes.
  /// - Parameters:
  ///   - name: the target's name, as in `Package.swift`'s `fuzzTargets`.
  ///   - oracle: the check run on every input, typically one
  ///     ``FuzzOracles`` call.
  public init(_ name: String, oracle: @escaping @Sendable ([UInt8]) -> OracleOutcome) {
    self.name = name
    self.oracle = oracle
    laws = nil
  }

  /// Creates a target whose bytes are choices among `laws`.
  package init(_ name: String, laws: [FuzzLaw]) {
    self.name = name
    self.laws = laws
    oracle = { FuzzLaw.judge(laws, bytes: $0) }
  }

  /// Runs the oracle on libFuzzer's input; traps on a violation.
  ///
  /// The trap message is the violation's description, so libFuzzer's log
  /// and the `FOUND` line name the law and what broke.
  /// - Parameters:
  ///   - start: the input's first byte (libFuzzer passes `nil` for none).
  ///   - count: the input's length.
  /// - Returns: `0`, what libFuzzer expects from `LLVMFuzzerTestOneInput`.
  public func run(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    oracle(bytes).enforce()
    return 0
  }
}

/// One libFuzzer target: a name and the oracle it runs on every input.
///
/// A target's file in `Fuzz/Sources/<name>/` declares one of these and
/// hands it libFuzzer's input from `LLVMFuzzerTestOneInput`; the replay
/// tests compile the same file and run the target's own `Corpus/<name>/` and
/// `Corpus/regressions/<name>/` through the same ``oracle``, so a crasher
/// is replayed by the oracle that found it and by no other.
public struct FuzzTarget: Sendable {
  /// The target's name: its folder, its executable and its corpus folder.
  public let name: String
  /// The check run on every input.
  public let oracle: @Sendable ([UInt8]) -> OracleOutcome

  /// Creates a target.
  /// - Parameters:
  ///   - name: the target's name, as in `Package.swift`'s `fuzzTargets`.
  ///   - oracle: the check run on every input, typically one
  ///     ``FuzzOracles`` call.
  public init(_ name: String, oracle: @escaping @Sendable ([UInt8]) -> OracleOutcome) {
    self.name = name
    self.oracle = oracle
  }

  /// Runs the oracle on libFuzzer's input; traps on a violation.
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

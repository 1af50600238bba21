import IrisCheck
import IrisFuzz
import Testing

struct FuzzTargetTests {
  @Test func runHandsTheOracleLibFuzzersBytesAndReturnsZero() {
    let target = FuzzTarget("Echo") { bytes in
      bytes == [1, 2, 3] ? .passed : .skipped("got \(bytes)")
    }
    let bytes: [UInt8] = [1, 2, 3]
    let result = bytes.withUnsafeBytes { target.run($0.baseAddress, $0.count) }
    #expect(result == 0)
    #expect(target.oracle(bytes) == .passed)
  }

  @Test func runReadsANilStartAsNoBytes() {
    let target = FuzzTarget("Empty") { $0.isEmpty ? .passed : .violated(Self.violation) }
    #expect(target.run(nil, 0) == 0)
  }

  @Test func runTrapsOnAViolation() async {
    await #expect(processExitsWith: .failure) {
      _ = FuzzTarget("Broken") { _ in .violated(FuzzTargetTests.violation) }.run(nil, 0)
    }
  }

  private static let violation = LawViolation(law: "Law", direction: "d", message: "m")
}

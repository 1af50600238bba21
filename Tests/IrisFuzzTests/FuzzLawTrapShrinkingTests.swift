import Foundation
import IrisCheck
import IrisFuzz
import Testing

/// ``FuzzLaw/shrinkTrap(_:selector:target:limits:traps:)`` with the child
/// stood in for by a function of the bytes (the end-to-end runs with real
/// children are `PlantedTrapFuzzTests`).
struct FuzzLawTrapShrinkingTests {
  private let law = FuzzLaw(
    name: "BelowFiveHundred", probe: LawProbe(BelowFiveHundred(), over: .int(in: 0...1_000)))

  /// A "child" that traps when the number the bytes draw (after the
  /// selector byte) is 500 or more.
  private static func traps(_ bytes: [UInt8]) -> String? {
    let value = bytes.count >= 3 ? Int(bytes[1]) << 8 | Int(bytes[2]) : 0
    return value >= 500 ? "Fatal error: \(value)" : nil
  }

  @Test func aTrappingCaseShrinksToTheSimplestThatStillTraps() async throws {
    let found = await law.shrinkTrap(
      ChoiceSequence([999]), selector: [0], target: "Planted", traps: Self.traps)
    guard case .found(let findings) = found else {
      Issue.record("expected a finding, got \(found)")
      return
    }
    let finding = try #require(findings.first)
    #expect(finding.value == "500")
    #expect(finding.token == ReplayToken(ChoiceSequence([500])))
    #expect(finding.violation == "BelowFiveHundred trapped on 500: Fatal error: 500")
    #expect(finding.report.contains("Original failing value:\n  999\n"))
  }

  @Test func aCaseThatDoesNotTrapHolds() async {
    let found = await law.shrinkTrap(
      ChoiceSequence([499]), selector: [0], target: "Planted", traps: Self.traps)
    #expect(found == .holds(law: "BelowFiveHundred"))
  }

  @Test func aMinimalCaseThatStopsTrappingIsFlaky() async {
    let calls = Counter()
    let found = await law.shrinkTrap(
      ChoiceSequence([999]), selector: [0], target: "Planted",
      limits: ShrinkLimits(maxShrinks: 0)
    ) { bytes in calls.next() == 0 ? Self.traps(bytes) : nil }
    guard case .flaky(let report) = found else {
      Issue.record("expected flaky, got \(found)")
      return
    }
    #expect(report.contains("its shrunk case 999 did not trap when run again"))
  }

  // MARK: - Trap messages

  @Test func aTrapsMessageIsItsFatalErrorLine() {
    let text = "noise\nPlanted/main.swift:9: Fatal error: Index out of range\nmore"
    #expect(FuzzChild.trapMessage(in: text, signal: 4) == "Fatal error: Index out of range")
  }

  @Test func aTrapWithNoMessageNamesTheSignal() {
    #expect(FuzzChild.trapMessage(in: "nothing", signal: 11) == "killed by SIGSEGV")
    #expect(
      FuzzChild.trapMessage(in: "nothing", signal: 4).hasPrefix("killed by SIGILL (a Swift trap"))
    #expect(FuzzChild.trapMessage(in: "nothing", signal: 31) == "killed by signal 31")
  }
}

/// Counts calls across a `@Sendable` closure.
private final class Counter: @unchecked Sendable {
  // NB: `@unchecked` because every access holds `lock`.
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count - 1
  }
}

import Foundation
import IrisCheck
import IrisFuzz
import Testing

struct FuzzInvestigationTests {
  private let target = FuzzTarget.suite("Planted", PlantedLaws.suite)

  // MARK: - Shrinking

  @Test func aFailingInputShrinksToTheLawsMinimalCase() async throws {
    guard case .found(let findings) = await target.investigate(PlantedLaws.bytes(999)) else {
      Issue.record("expected a finding")
      return
    }
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.target == "Planted")
    #expect(finding.law == "BelowFiveHundred")
    #expect(finding.value == "500")
    #expect(finding.token == ReplayToken(ChoiceSequence([500])))
    #expect(finding.violation == "BelowFiveHundred violated (x < 500): 500 is not below 500")
  }

  @Test func theReportIsTheEnginesNamingTheTargetWithoutAReplayLine() async throws {
    guard case .found(let findings) = await target.investigate(PlantedLaws.bytes(999)),
      let report = findings.first?.report
    else {
      Issue.record("expected a finding")
      return
    }
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Property Planted/BelowFiveHundred failed.")
    #expect(report.contains("Minimal counterexample:\n  500\n"))
    #expect(report.contains("Original failing value:\n  999\n"))
    #expect(lines.contains { $0.hasPrefix("Found by fuzz target Planted; shrunk in ") })
    #expect(!lines.contains { $0.hasPrefix("Replay:") || $0.hasPrefix("Saved to") })
  }

  @Test func aPassingInputHasNothingToReport() async {
    #expect(await target.investigate(PlantedLaws.bytes(499)) == .holds(law: "BelowFiveHundred"))
  }

  @Test func aSuspendingLawShrinksToo() async throws {
    let target = FuzzTarget.suite(
      "Async", LawSuite([.law(AsyncBelowFiveHundred(), over: .int(in: 0...1_000))]))
    guard case .found(let findings) = await target.investigate([0x03, 0xE7]) else {
      Issue.record("expected a finding")
      return
    }
    #expect(findings.map(\.value) == ["500"])
  }

  @Test func aByteTargetsInputIsItsOwnFinding() async {
    let target = FuzzTarget("Raw") { bytes in
      bytes.contains(0x25)
        ? .violated(LawViolation(law: "NoPercent", direction: "d", message: "a % in the link"))
        : .passed
    }
    guard case .found(let findings) = await target.investigate(Array("a%".utf8)) else {
      Issue.record("expected a finding")
      return
    }
    #expect(findings.map(\.token) == [nil])
    #expect(findings.map(\.value) == ["\"a%\""])
    #expect(findings.map(\.violation) == ["NoPercent violated (d): a % in the link"])
  }
}

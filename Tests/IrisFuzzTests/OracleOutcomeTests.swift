import IrisCheck
import IrisFuzz
import Testing

struct OracleOutcomeTests {
  private let violation = LawViolation(law: "RoundTrip", direction: "print → parse", message: "m")

  // MARK: - description

  @Test func describesEachOutcome() {
    #expect(OracleOutcome.passed.description == "passed")
    #expect(OracleOutcome.skipped("why").description == "skipped: why")
    #expect(OracleOutcome.violated(violation).description == violation.description)
    #expect(OracleOutcome.violated(violation).violation == violation)
    #expect(OracleOutcome.passed.violation == nil)
  }

  // MARK: - enforce

  @Test func enforceReturnsUnlessViolated() async {
    await #expect(processExitsWith: .success) {
      OracleOutcome.passed.enforce()
      OracleOutcome.skipped("why").enforce()
    }
  }

  @Test func enforceTrapsOnAViolation() async {
    await #expect(processExitsWith: .failure) {
      OracleOutcome.violated(
        LawViolation(law: "RoundTrip", direction: "print → parse", message: "m")
      ).enforce()
    }
  }
}

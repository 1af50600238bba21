import IrisCheck
import Testing

struct LawViolationTests {
  // MARK: - description

  @Test func descriptionNamesLawDirectionAndMessage() {
    let violation = LawViolation(law: "RoundTrip", direction: "print → parse", message: "m")
    #expect(violation.description == "RoundTrip violated (print → parse): m")
  }
}

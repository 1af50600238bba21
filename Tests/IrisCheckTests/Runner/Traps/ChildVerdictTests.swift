import IrisCheck
import Testing

struct ChildVerdictTests {
  // MARK: - Lines

  @Test func everyVerdictReadsBackFromItsLine() {
    let verdicts: [ChildVerdict] = [
      .passed, .failed(origin: "threw Boom"), .discarded,
      .trapped(signal: 4, message: "Fatal error: Index out of range"),
      .unavailable("no such test"),
    ]
    for verdict in verdicts {
      #expect(ChildVerdict(line: Substring(verdict.line)) == verdict)
    }
  }

  @Test func newlinesAndTabsInAVerdictBecomeSpaces() {
    let line = ChildVerdict.failed(origin: "a\tb\nc").line
    #expect(line == "IRISCHECK-VERDICT failed\ta b c")
  }

  @Test func otherOutputIsNoVerdict() {
    #expect(ChildVerdict(line: "◇ Test run started.") == nil)
    #expect(ChildVerdict(line: "IRISCHECK-VERDICT nonsense") == nil)
  }
}

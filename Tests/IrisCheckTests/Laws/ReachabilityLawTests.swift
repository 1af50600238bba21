import IrisCheck
import Testing

struct ReachabilityLawTests {
  private func run(
    _ flow: FlowUnderTest<Note, NoteRoute, NoteSheet, NoteEffect>, _ intents: [Note]
  )
    -> ReachabilityLaw<NoteRoute, NoteSheet>
  {
    var law = ReachabilityLaw<NoteRoute, NoteSheet>(routeCases: ["thread"], sheetCases: ["search"])
    for intent in intents { law.record(flow.operations(intent)) }
    return law
  }

  // MARK: - verdict

  @Test func holdsWhenEveryListedCaseIsReached() throws {
    let intents = Gen.element(of: noteIntents).sample(count: 100)
    #expect(run(noteFlow(), intents).verdict() == nil)
  }

  @Test func catchesACaseNoIntentReaches() {
    let law = run(noteFlow(), [.inbox, .thread(id: "1"), .unknown])
    #expect(
      law.verdict()?.description
        == #"Reachability violated (never reached): after 3 examples, sheet case "search" "#
        + #"was never presented; reached routes: "thread"; reached sheets: none"#)
  }

  @Test func catchesAStepOutsideTheListedVocabulary() {
    let law = run(noteFlow(.searchNeverPresents), noteIntents)
    #expect(
      law.verdict()?.description
        == #"Reachability violated (closed vocabulary): .push(.results(query: "")) "#
        + #"reaches a case that is not listed; listed routes: "thread", sheets: "search""#)
  }
}

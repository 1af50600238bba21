import IrisCheck
import Testing

struct FlowLawsTests {
  private let seeded = Configuration(examples: 300, seed: 1, saveRegressions: false)

  private func laws(
    _ flow: FlowUnderTest<Note, NoteRoute, NoteSheet, NoteEffect>, concurrentTasks: Int = 4
  ) -> FlowLaws<Note, NoteRoute, NoteSheet, NoteEffect> {
    FlowLaws(
      flow, intents: NoteGen.intent, isNoOp: { $0 == .unknown }, routeCases: ["thread"],
      sheetCases: ["search"], concurrentTasks: concurrentTasks)
  }

  // MARK: - suite

  @Test func aCorrectFlowPassesEveryFlowLaw() async {
    let results = await laws(noteFlow()).suite.results(configuration: seeded)
    #expect(
      results.map(\.law) == ["FlowPurity", "FlowPurity (concurrent)", "NoOpIntent", "Reachability"])
    #expect(results.allSatisfy { !$0.isFailure })
  }

  @Test func routesAndSheetsAsValuesNameTheirCases() async {
    let typed = FlowLaws(
      noteFlow(), intents: NoteGen.intent, isNoOp: { $0 == .unknown },
      routes: [.thread(id: "")], sheets: [.search(query: "")])
    let results = await typed.suite.results(configuration: seeded)
    #expect(results.allSatisfy { !$0.isFailure })
    let missing = await FlowLaws(
      noteFlow(.searchNeverPresents), intents: NoteGen.intent, isNoOp: { $0 == .unknown },
      routes: [.thread(id: "")], sheets: [.search(query: "")]
    ).suite.results(configuration: seeded)
    #expect(missing.last?.law == "Reachability" && missing.last?.isFailure == true)
  }

  @Test func restorationJoinsTheSuiteWhenGivenASnapshotType() async throws {
    let laws = laws(noteFlow())
    let good = laws.suite + laws.restoration(initial: NoteState(), reducer: { $0.applying($1) })
    #expect(good.entries.map(\.name).last == "Restoration")
    #expect(await good.results(configuration: seeded).allSatisfy { !$0.isFailure })
    let forgetful =
      laws.suite + laws.restoration(initial: ForgetfulNoteState(), reducer: { $0.applying($1) })
    let restoration = try #require(await forgetful.results(configuration: seeded).last)
    #expect(restoration.law == "Restoration" && restoration.isFailure)
  }

  @Test func noConcurrentTasksLeavesTheConcurrentEntryOut() {
    let names = laws(noteFlow(), concurrentTasks: 0).suite.entries.map(\.name)
    #expect(names == ["FlowPurity", "NoOpIntent", "Reachability"])
  }

  @Test func aPlantedBugFailsOnlyItsLaw() async {
    let results = await laws(noteFlow(.unknownPops)).suite.results(configuration: seeded)
    #expect(results.filter(\.isFailure).map(\.law) == ["NoOpIntent"])
    #expect(results[2].counterexample == ".unknown")
  }

  @Test func callOrderShrinksToTwoIntentsInTheOtherOrder() async throws {
    let results = await laws(noteFlow(.callOrder), concurrentTasks: 0).suite
      .results(configuration: seeded)
    let purity = try #require(results.first)
    #expect(
      purity.counterexample
        == #"ShuffledCalls<Note>([.inbox, .thread(id: "")], order: [1, 0])"#)
    #expect(purity.violation?.direction == "shuffled order")
  }

  @Test func reachabilityFailsWithItsVerdictAndNoCounterexample() async throws {
    let results = await laws(noteFlow(.searchNeverPresents)).suite.results(configuration: seeded)
    let reachability = try #require(results.last)
    #expect(reachability.counterexample == nil)
    #expect(reachability.violation?.direction == "closed vocabulary")
    let examples = 300 + NoteGen.intent.screens.count
    #expect(
      reachability.report?.hasPrefix("Law Reachability failed over \(examples) examples") == true)
  }

  @Test func reachabilityPassesUnderAReplayToken() async throws {
    let replay = Configuration(examples: 300, seed: 1, replay: "ic1:AA")
    let results = await laws(noteFlow(.searchNeverPresents)).suite.results(configuration: replay)
    #expect(results.last?.isFailure == false)
  }
}

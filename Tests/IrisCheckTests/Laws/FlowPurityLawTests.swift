import IrisCheck
import Testing

struct FlowPurityLawTests {
  // MARK: - check

  @Test func holdsForAPureFlowInEveryOrder() throws {
    let law = FlowPurityLaw(noteFlow())
    for calls in try sample(Gen.shuffledCalls(of: .element(of: noteIntents)), count: 300) {
      #expect(law.check(calls) == nil, "\(calls)")
    }
  }

  @Test func catchesAFlowThatReadsAGlobalCounter() {
    let violation = FlowPurityLaw(noteFlow(.globalCounter)).check(ShuffledCalls([.inbox]))
    #expect(
      violation?.description
        == "FlowPurity violated (repeated call): operations(.inbox) = "
        + "[.popToRoot, .effect(.log(2))] in list order, "
        + "but [.popToRoot, .effect(.log(3))] when asked again")
  }

  @Test func primingMakesTheVerdictIndependentOfEarlierCalls() {
    let law = FlowPurityLaw(noteFlow(.callOrder))
    let alone = ShuffledCalls([Note.thread(id: "1")])
    #expect(law.check(ShuffledCalls([.inbox])) == nil)
    #expect(law.check(alone) == nil)
  }

  @Test func catchesAFlowWhoseAnswerDependsOnCallOrder() {
    let law = FlowPurityLaw(noteFlow(.callOrder))
    #expect(law.check(ShuffledCalls([.inbox, .thread(id: "1")])) == nil)
    let violation = law.check(ShuffledCalls([.inbox, .thread(id: "1")], order: [1, 0]))
    #expect(
      violation?.description
        == #"FlowPurity violated (shuffled order): operations(.thread(id: "1")) = "#
        + #"[.push(.thread(id: "1")), .effect(.markRead("1"))] in list order, "#
        + #"but [.popToRoot, .push(.thread(id: "1")), .effect(.markRead("1"))] "#
        + "in the shuffled order [1, 0]")
  }

  // MARK: - checkConcurrently

  @Test func holdsForAPureFlowAcrossConcurrentTasks() async {
    let calls = ShuffledCalls(noteIntents, order: [5, 4, 3, 2, 1, 0])
    #expect(await FlowPurityLaw(noteFlow()).checkConcurrently(calls, tasks: 8) == nil)
  }

  @Test func concurrentCallsCatchAFlowThatDriftsAfterManyCalls() async {
    // 2 intents: the four sequential passes make 8 calls, 8 tasks make 16 more.
    let calls = ShuffledCalls([Note.thread(id: "1"), .inbox], order: [1, 0])
    let law = FlowPurityLaw(noteFlow(.driftsAfter20Calls))
    #expect(law.check(calls) == nil)
    let violation = await law.checkConcurrently(calls, tasks: 8)
    #expect(violation?.law == "FlowPurity")
    #expect(violation?.direction == "concurrent calls")
  }
}

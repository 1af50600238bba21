import IrisCheck
import Testing

struct FlowPurityLawTests {
  // MARK: - check

  @Test func holdsForAPureFlowInEveryOrder() throws {
    let law = FlowPurityLaw(noteFlow())
    for calls in Gen.shuffledCalls(of: .element(of: noteIntents)).sample(count: 300) {
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

  @Test func realThreadPassHoldsForAPureFlow() async {
    let calls = ShuffledCalls(noteIntents, order: [5, 4, 3, 2, 1, 0])
    let law = FlowPurityLaw(noteFlow())
    #expect(await law.checkConcurrently(calls, tasks: 8, onRealThreads: true) == nil)
  }

  @Test func scheduledPassReportsAnUnsynchronisedGlobalWriteTheSameWayEveryRun() async {
    let calls = ShuffledCalls([Note.thread(id: "1"), .inbox], order: [1, 0])
    var reports: [String?] = []
    for _ in 0..<5 {
      let law = FlowPurityLaw(unsynchronisedFlow(stampsCalls: false))
      reports.append(await law.checkConcurrently(calls, tasks: 8)?.description)
    }
    #expect(
      reports
        == Array(
          repeating: #"FlowPurity violated (concurrent calls): operations(.thread(id: "1")) = "#
            + #"[.popToRoot, .push(.thread(id: "1")), .effect(.markRead("1"))] sequentially, "#
            + #"but [.popToRoot, .push(.thread(id: "1"))] in concurrent task 6 of 8"#, count: 5))
  }

  @Test func unsynchronisedGlobalWriteFailsTheConcurrentEntryWithAReplayLine() async throws {
    let laws = FlowLaws(
      unsynchronisedFlow(stampsCalls: true), intents: NoteGen.intent, isNoOp: { $0 == .unknown },
      routeCases: ["thread"], sheetCases: ["search"])
    let results = await laws.suite.results(
      configuration: Configuration(examples: 50, seed: 1, saveRegressions: false))
    let concurrent = try #require(results.first { $0.law == "FlowPurity (concurrent)" })
    #expect(concurrent.isFailure)
    // The law's name is quoted so the replay line is valid shell.
    #expect(concurrent.report?.contains("IRISCHECK_LAW='FlowPurity (concurrent)'") == true)
    #expect(concurrent.report?.contains("Replay:") == true)
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

/// Shared mutable state written without synchronisation: a global, as far as the flow can tell.
private final class UnsynchronisedLog: @unchecked Sendable {
  var calls: [Note] = []
}

/// A flow that appends every intent it is asked to an unsynchronised log;
/// it ends every answer with a log effect stamped with the log's length
/// (`stampsCalls`), or stops marking thread "1" read once the log holds
/// more than 20 calls.
///
/// On real threads its concurrent appends are a data race (an `Array` can
/// corrupt the heap); under the scheduler they are one at a time.
private func unsynchronisedFlow(
  stampsCalls: Bool
) -> FlowUnderTest<Note, NoteRoute, NoteSheet, NoteEffect> {
  let log = UnsynchronisedLog()
  let pure = noteFlow()
  return FlowUnderTest { intent in
    log.calls.append(intent)
    let steps = pure.operations(intent)
    if stampsCalls { return steps + [.effect(.log(log.calls.count))] }
    return log.calls.count > 20 ? steps.filter { $0 != .effect(.markRead("1")) } : steps
  }
}

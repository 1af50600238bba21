import IrisCheck
import Shelf
import ShelfChecks
import Testing

/// A planted bug in the reading app, the law of <doc:CoordinatorContract> that
/// must catch it, and the minimal burst it must shrink to.
struct PlantedShelfBug: Sendable, CustomTestStringConvertible {
  let bug: ShelfCoordinator.Bugs
  let name: String
  let law: String
  let minimal: String
  let violation: String

  var testDescription: String { name }
}

/// The coordinator laws on the reading app, whose flows load after a push,
/// redirect when a book is missing and suspend in their effects: the correct
/// app passes every law in both tap wirings, and each planted bug is caught,
/// with default settings, by the law the contract names.
@Suite(.serialized) struct ShelfCoordinatorLawsTests {
  /// Default settings with a fixed seed.
  static func settings(seed: UInt64) -> Configuration {
    Configuration(
      examples: LawSuite.defaultConfiguration.examples, seed: seed, saveRegressions: false)
  }

  static let planted: [PlantedShelfBug] = [
    PlantedShelfBug(
      bug: .writesAfterAwaitUnchecked, name: "a load that writes after its await unchecked",
      law: "SupersededPrefix",
      minimal: #"link .book("a") · yield · restore snapshot #0 (schedule [])"#,
      violation:
        "RestoreSupersedesEveryFlow: flow#1 changed the consumer's state (step 5) after a restore "
        + "superseded it"),
    PlantedShelfBug(
      bug: .loadsInUnstructuredTask, name: "a load handed to an unstructured task",
      law: "WorkEndsWithFlow", minimal: #"link .book("a") (schedule [])"#,
      violation:
        #"StartedTasksEndWithTheirFlow: a task that flow#1's step 5 (effect .loadBook("a")) started changed the "#
        + "consumer's state after flow#1 finished"),
    PlantedShelfBug(
      bug: .tapsOnFreshExecutors, name: "taps on a fresh executor each", law: "NonInterleaving",
      minimal: "tap .library · tap .library (schedule [])",
      violation:
        "TapsShareOneExecutor: taps ran on more than one executor: flow#1 on executor 1, flow#2 on "
        + "executor 2, so a newer tap does not supersede an older one"),
    PlantedShelfBug(
      bug: .registersBeforeLoading, name: "a handoff registered before its screen is pushed",
      law: "HandoffCleanup", minimal: #"link .book("a") (schedule [])"#,
      violation: #"RegistersOnlyOnScreen: flow#1 registered a handoff for .stack(.book("a")), "#
        + "which was not on "
        + "screen"),
    PlantedShelfBug(
      bug: .deliversPayloadTwice, name: "a payload registered again after its claim",
      law: "HandoffCleanup", minimal: #"link .book("a") (schedule [])"#,
      violation: #"RegistersRightAfterItsPush: flow#1 registered a handoff for .stack(.book("a")) "#
        + "without pushing or "
        + "presenting it just before"),
    PlantedShelfBug(
      bug: .restoreKeepsFlowsRunning, name: "a restore that does not cancel the running flow",
      law: "SupersededPrefix", minimal: "link .library · restore snapshot #0 (schedule [])",
      violation:
        "RestoreSupersedesEveryFlow: flow#1 applied dismissSheet after a restore superseded it "
        + "(a structural step is "
        + "applied in the turn it begins: this one began after the supersession, or suspended)"),
    PlantedShelfBug(
      bug: .redirectsWhenSuperseded, name: "a redirect routed by a superseded flow",
      law: "SupersededPrefix", minimal: #"link .book("") · yield · link .library (schedule [])"#,
      violation: #"NoFollowUpAfterSupersession: flow#1 routed flow#3 (.notFound("")) after it was "#
        + "superseded: a stale "
        + "follow-up"),
    PlantedShelfBug(
      bug: .tapsWaitForTheBook, name: "a tap on a book routed once the book loaded",
      law: "NonInterleaving",
      minimal: #"tap .book("a") · yield · tap .library (schedule [])"#,
      violation: #"TapsRoutedInOrder: flow#2, of `tap .book("a")`, was routed after flow#1, of "#
        + "the later `tap .library`: an older tap overtook a newer one (route each tap's baton in "
        + "the order they came, or drop the older)"),
  ]

  // MARK: - The correct app

  @Test(arguments: ShelfCoordinator.TapWiring.allCases)
  func theCorrectAppObeysEveryLaw(_ wiring: ShelfCoordinator.TapWiring) async {
    let results = await ShelfLaws.coordinator(ShelfLaws.harness(tapWiring: wiring)).results(
      configuration: Self.settings(seed: 1))
    #expect(
      results.map(\.law) == [
        "NonInterleaving", "SupersededPrefix", "LastWins", "WorkEndsWithFlow", "Quiescence",
        "HandoffAtMostOnce", "NoStalePayload", "HandoffCleanup",
      ])
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  // MARK: - Planted bugs

  @Test(arguments: planted, ShelfCoordinator.TapWiring.allCases)
  func plantedBugIsCaughtByItsLawAndShrunk(
    _ planted: PlantedShelfBug, wiring: ShelfCoordinator.TapWiring
  ) async throws {
    let laws = CoordinatorLaws(
      ShelfLaws.harness(tapWiring: wiring, bugs: planted.bug), intents: ShelfGenerators.intent)
    let law = try #require(laws.law(named: planted.law))
    let result = try #require(
      await LawSuite([.law(law, over: laws.scenarios)]).results(
        configuration: Self.settings(seed: 1)
      )
      .first)
    #expect(result.counterexample == planted.minimal, "\(result)")
    #expect(result.violation?.message.hasPrefix(planted.violation + "\n") == true)
    if planted.bug == .writesAfterAwaitUnchecked {
      // The clause a burst broke first elsewhere, shrunk on its own, is listed under the minimum.
      #expect(
        result.report?.contains(
          "Other clauses it broke first, each shrunk on its own:\n  NoWriteAfterSupersession: "
            + #"link .book("a") · yield · link .library (schedule [])"#) == true,
        "\(result)")
    }
    if planted.bug == .restoreKeepsFlowsRunning {
      // The timeline says what the restore superseded: the flow still running.
      #expect(
        result.violation?.message.contains("restore snapshot #0 (supersedes flow#1) ·") == true,
        "\(result.violation?.message ?? "")")
    }
  }

  // MARK: - AtomicArrival

  @Test(arguments: ShelfCoordinator.TapWiring.allCases)
  func everyLinkAndTapArrivesInOneChangePerFlow(_ wiring: ShelfCoordinator.TapWiring) async throws {
    let result = try #require(
      await ShelfLaws.coordinatorArrival(ShelfLaws.harness(tapWiring: wiring)).results(
        configuration: Self.settings(seed: 1)
      ).first)
    #expect(!result.isFailure, "\(result)")
  }

  @Test(arguments: ShelfCoordinator.TapWiring.allCases)
  func aTabSwitchedBeforeAnAwaitBreaksAtomicArrival(
    _ wiring: ShelfCoordinator.TapWiring
  )
    async throws
  {
    let result = try #require(
      await ShelfLaws.coordinatorArrival(
        ShelfLaws.harness(tapWiring: wiring, bugs: .splitsArrivalAcrossAwait)
      ).results(configuration: Self.settings(seed: 1)).first)
    #expect(result.counterexample == #"[.link(.author(""))]"#)
    #expect(
      result.violation?.message
        == #"after [], .link(.author("")) showed observers ShelfSession(selectedTab: .authors, "#
        + "libraryPath: [], authorsPath: [], sheet: nil), which is neither the start "
        + "ShelfSession(selectedTab: .library, libraryPath: [], authorsPath: [], sheet: nil) "
        + #"nor the destination ShelfSession(selectedTab: .authors, libraryPath: [], "#
        + #"authorsPath: [.author("")], sheet: nil)"#)
  }
}

import Iris
import IrisCheck
import IrisCheckFixtures
import Testing

// A correct shape LastWins failed, found by an app written from the README
// alone (a travel app): a screen that, once it has its baton, loads a
// rating in a task of its own and writes it when it comes, whatever flow
// finished meanwhile (rule MountMayWrite).

/// The library, with readers that start a task loading their book's rating
/// once they claimed their baton; it writes one second later.
private let ratingInATask: CoordinatorHarness<LibraryCoordinator, LibraryState> = {
  var harness = CoordinatorHarness.library
  let claim = harness.mount
  harness.mount = { coordinator, site in
    let baton = await claim?(coordinator, site)
    if baton != nil, case .stack(.reader(let id)) = site {
      let clock = coordinator.linkSwitcher.clock
      Task { @MainActor in
        try? await clock.sleep(for: .seconds(1))
        coordinator.read.insert(id + " rated")
      }
    }
    return baton
  }
  return harness
}()

struct ScreenTaskWritesTests {
  private static let burst = BatonBurst<LibraryIntent>([
    .link(.book("a")), .wait(.seconds(2)), .mount(0), .wait(.milliseconds(1)), .link(.book("a")),
  ])

  /// LastWins on a reader whose rating task writes after the last flow
  /// finished: `nil` when it holds.
  static func lastWinsOnAScreensOwnTask() async -> String? {
    let laws = CoordinatorLaws(ratingInATask, intents: LibraryFlow.intents)
    return await laws.law(named: "LastWins")?.check(
      CoordinatorScenario(burst: burst, schedule: .fifo))?.message
  }

  @Test func aTaskAScreenStartedMayWriteAfterTheLastFlow() async throws {
    let record = await ratingInATask.run(CoordinatorScenario(burst: Self.burst, schedule: .fifo))
    // The premise: the rating came after the last flow finished.
    let last = try #require(record.flows.last)
    #expect(last.stateAtFinish?.read == ["a"])
    #expect(record.settledState?.read == ["a", "a rated"])
    let violation = await Self.lastWinsOnAScreensOwnTask()
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func theAppPassesEveryLawWithDefaults() async {
    let results = await CoordinatorLaws(ratingInATask, intents: LibraryFlow.intents).suite
      .results(configuration: CoordinatorLawsTests.settings)
    for result in results { #expect(!result.isFailure, "\(result)") }
  }
}

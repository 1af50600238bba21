import Foundation
import Iris
import IrisCheck
import Testing

// The README's examples of "Iris in thirty lines", "Coordinators, taps and
// handoffs", "Plug your own flow into the laws", "Deterministic concurrency"
// and "Testing concurrency", verbatim (ReadmeBlocksTests checks it), so they
// keep compiling and keep passing; and tests of what the README says of them.

// MARK: - README: Iris in thirty lines

enum Link: Hashable, Sendable {
  case thread(id: String)
  case unknown(URL)
}
enum Screen: Hashable, Sendable { case thread(id: String) }

enum LinkFlow: NavigationFlow {  // the one place an intent becomes steps
  static func operations(intent: Link) -> [Step<Screen, Never, Never>] {
    guard case .thread(let id) = intent else { return [] }
    return [.nav(.popToRoot), .nav(.push(.thread(id: id)))]
  }
}

let codec = URLPathRouter<Link>(
  scheme: "mail",
  routes: [
    URLRoute(
      "thread/:id", parse: { $0["id"].map { .thread(id: $0) } },
      emit: { if case .thread(let id) = $0 { URLEmission(id) } else { nil } })
  ]
).codec(unknown: { .unknown($0) })

@MainActor class AppCoordinator: PlumbedCoordinatorBase<LinkFlow> {
  func open(_ link: Link) {  // the latest link wins: coordinator.open(codec.parse(url))
    route(baton: Baton(intent: link, flow: NavFlow(source: "link")))
  }
  func tap(_ link: Link) {  // the latest tap wins, on the uiSwitcher
    route(baton: Baton(intent: link, flow: NavFlow(source: "tap")), through: uiSwitcher)
  }
  func restore(_ saved: NavigationState<Screen, Never>) {  // supersedes every flow
    cancelAllFlows()
    nav.restore(saved)
  }
}

// MARK: - README: Plug your own flow into the laws

let linkIntents = Gen<Link>.oneOf(
  .linkPayload.map { .thread(id: $0) },  // link-hostile ids: delimiters, "", "..", …
  .just(.unknown(URL(string: "mail://nowhere")!)))
let linkCodec = LinkCodec(codec) { if case .unknown = $0 { true } else { false } }

@Test func linksObeyTheLaws() async {
  let urls = Gen.oneOf(
    .urlString(URLVocabulary(schemes: ["mail"], hosts: ["thread"])),
    .nearMiss(of: linkIntents.map { codec.url(for: $0)?.absoluteString ?? "" }))
  let flowLaws = FlowLaws(
    FlowUnderTest(LinkFlow.self), intents: linkIntents, isNoOp: linkCodec.isUnknown,
    routes: [.thread(id: "")], sheets: [])  // one value per case: a typo does not compile
  let suite = CodecLaws(linkCodec, intents: linkIntents, urls: urls).suite + flowLaws.suite
  await suite.check()  // one issue per broken law
}

// MARK: - TestingCoordinators.md (and the README): Testing coordinators

let harness = CoordinatorHarness<AppCoordinator, NavigationState<Screen, Never>>.plumbed(
  { AppCoordinator(clock: $0) }, snapshot: { $0.state },
  link: { $0.open($1) }, tap: { $0.tap($1) }, restore: { $0.restore($1) },
  route: { state, intent in  // the model: what one flow's own steps do to a state
    guard case .thread(let id) = intent else { return state }
    return NavigationState(path: [.thread(id: id)], sheet: state.sheet)
  })

@Test func coordinatorObeysTheCoordinatorLaws() async {
  await CoordinatorLaws(harness, intents: linkIntents).suite.check()  // one issue per broken law
}

// MARK: - Planted bugs

/// Iris 1.0's handoff rule, planted: entries are removed only on delivery,
/// never when their route leaves the screen.
@MainActor final class KeepsHandoffsCoordinator: AppCoordinator {
  override func pruneHandoffs() {}
}

/// Registers a handoff for a screen it expects next and never shows: an
/// entry at a site no flow's steps name.
@MainActor final class PreregistersCoordinator: AppCoordinator {
  override func trace(_ event: CoordinatorEvent<LinkFlow>) {
    super.trace(event)
    if case .flowFinished = event.kind { stackHandoffs.register(for: .thread(id: "next")) }
  }
}

struct ReadmeExampleTests {
  // MARK: - Iris

  @Test func printedLinkEscapesTheSlashAndParsesBack() throws {
    let url = try #require(codec.url(for: .thread(id: "a/b")))
    #expect(url.absoluteString == "mail://thread/a%2Fb")
    #expect(codec.parse(url) == .thread(id: "a/b"))
    #expect(codec.parse(try #require(URL(string: "MAIL://Thread/x"))) == .thread(id: "x"))
  }

  // MARK: - Coordinators, taps and handoffs

  @Test func aBatonRoutedThroughTheUIExecutorRunsThere() async {
    let scheduler = DeterministicScheduler(seed: 7)
    let clock = scheduler.clock
    let run = await scheduler.runOnDedicatedThread { @MainActor in
      let coordinator = AppCoordinator(clock: clock)
      var executors: [String?] = []
      coordinator.onEvent = { event in
        if case .routed(_, let executor, _) = event.kind { executors.append(executor.name) }
      }
      coordinator.route(
        baton: Baton(intent: .thread(id: "7"), flow: NavFlow(source: "tap")),
        through: coordinator.uiSwitcher)
      try? await clock.settle(for: .milliseconds(1))
      return (coordinator.state, executors)
    }
    #expect(run.value?.0 == NavigationState(path: [.thread(id: "7")], sheet: nil))
    #expect(run.value?.1 == ["uiSwitcher"])
  }

  // MARK: - Laws

  @Test func aCodecOfTwoClosuresObeysTheCodecLaws() async {
    let shop = LinkCodec<Int>(
      parse: { url in url.host()?.lowercased() == "item" ? Int(url.lastPathComponent) ?? -1 : -1 },
      print: { $0 >= 0 ? URL(string: "shop://item/\($0)") : nil },
      isUnknown: { $0 < 0 })
    let links = Gen<String>.oneOf(.urlString(), .int(in: 0...1_000).map { "shop://item/\($0)" })
    await CodecLaws(shop, intents: .int(in: 0...1_000), urls: links).suite.check()
  }

  // MARK: - Deterministic concurrency

  @Test func theSchedulerRunsTheLinkToItsThread() async {
    let url = URL(string: "mail://thread/42")!
    let scheduler = DeterministicScheduler(seed: 7)  // which ready job runs next: a choice
    let clock = scheduler.clock  // virtual time
    let run = await scheduler.runOnDedicatedThread { @MainActor in
      let coordinator = AppCoordinator(clock: clock)
      coordinator.route(baton: Baton(intent: codec.parse(url), flow: NavFlow(source: "link")))
      try? await clock.settle(for: .milliseconds(1))  // returns once every other job has run
      return coordinator.state  // NavigationState(path: [.thread(id: "42")], sheet: nil)
    }
    #expect(run.value == NavigationState(path: [.thread(id: "42")], sheet: nil))
    #expect(run.outcome == .completed)
  }

  // MARK: - Testing concurrency

  @Test func coordinatorLawsFindAHandoffKeptOffScreen() async {
    let results = await CoordinatorLaws(
      Self.harness { KeepsHandoffsCoordinator(clock: $0) }, intents: linkIntents
    ).suite.results(configuration: Self.defaults)
    #expect(results.filter(\.isFailure).map(\.law) == ["HandoffCleanup"])
    #expect(
      results.last?.counterexample
        == #"link .thread(id: "") · yield · pop (schedule [])"#)
    #expect(
      results.last?.description.contains(
        #"the registry still holds an entry for .stack(.thread(id: "")), which is not on screen"#
      ) == true)
  }

  @Test func coordinatorLawsFindAnEntryAtASiteNoFlowNamed() async {
    let results = await CoordinatorLaws(
      Self.harness { PreregistersCoordinator(clock: $0) }, intents: linkIntents
    ).suite.results(configuration: Self.defaults)
    #expect(results.filter(\.isFailure).map(\.law) == ["HandoffCleanup"])
    #expect(results.last?.counterexample == #"link .thread(id: "") (schedule [])"#)
    #expect(
      results.last?.description.contains(
        #"the registry still holds an entry for .stack(.thread(id: "next")), which is not on screen"#
      ) == true)
  }

  /// The laws' default settings with a fixed seed and nothing saved.
  static let defaults = Configuration(
    examples: LawSuite.defaultConfiguration.examples, seed: 1, saveRegressions: false)

  /// The README's harness with another coordinator: a subclass with a bug.
  static func harness(
    _ make: @escaping @MainActor @Sendable (VirtualClock) -> AppCoordinator
  ) -> CoordinatorHarness<AppCoordinator, NavigationState<Screen, Never>> {
    var planted = ReadmeTests.harness
    planted.make = make
    return planted
  }
}

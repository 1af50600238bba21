import Foundation
import IrisCheckCore
import IrisCheckLaws
import IrisCheckScheduling
import Mailbox

/// The sample app plugged into every law: its codec, its flow and its
/// restoration, each a ``/IrisCheckLaws/LawSuite`` that takes the piece under test, so a
/// test can swap in a deliberately broken variant.
///
/// ```swift
/// @Test func mailboxObeysEveryLaw() async {
///   await MailboxLaws.all.check()
/// }
/// ```
public enum MailboxLaws {
  /// The app's flow, for the flow laws.
  public static let flow = FlowUnderTest(MailboxFlow.self)

  /// Every law on the real app.
  ///
  /// ``codec(_:)``, ``flow(_:)``, ``restoration(initial:route:)``,
  /// ``navigation(_:)``, ``flowArrival()``, `coordinator()`,
  /// ``coordinator(_:label:)`` on ``animatedHarness`` (named `(animated)`)
  /// and ``coordinatorArrival(_:)``, in order.
  public static var all: LawSuite {
    codec() + flow() + restoration(initial: MailboxState.initial) { $0.routing($1) }
      + navigation() + flowArrival() + coordinator()
      + coordinator(animatedHarness, label: "animated") + coordinatorArrival()
  }

  /// The codec laws over ``MailboxGenerators/intent`` and
  /// ``MailboxGenerators/urlString``.
  /// - Parameter codec: the codec under test; defaults to `LinkCodec.mailbox`.
  /// - Returns: the suite.
  public static func codec(_ codec: LinkCodec<MailboxIntent> = .mailbox) -> LawSuite {
    CodecLaws(codec, intents: MailboxGenerators.intent, urls: MailboxGenerators.urlString).suite
  }

  /// The flow laws: `.unknown` is the no-op, and every route and sheet case
  /// must be reached.
  /// - Parameter flow: the flow under test; defaults to ``flow``.
  /// - Returns: the suite.
  public static func flow(
    _ flow: FlowUnderTest<MailboxIntent, MailboxRoute, MailboxSheet, MailboxEffect> = flow
  ) -> LawSuite {
    FlowLaws(
      flow, intents: MailboxGenerators.intent,
      isNoOp: { if case .unknown = $0 { true } else { false } },
      routes: MailboxAudit.routes, sheets: MailboxAudit.sheets
    ).suite
  }

  /// The restoration law over ``MailboxGenerators/journey``, classified by
  /// journey length.
  /// - Parameters:
  ///   - initial: the launch state.
  ///   - route: routes an intent from a state; for the app,
  ///     ``/Mailbox/MailboxState/routing(_:)`` (resolve, then apply the flow).
  /// - Returns: the suite.
  public static func restoration<State: Codable & Equatable & Sendable>(
    initial: State, route: @escaping @Sendable (State, MailboxIntent) -> State
  ) -> LawSuite {
    LawSuite([
      .law(
        RestorationLaw(initial: initial, route: route), over: MailboxGenerators.journey,
        classify: { $0.isEmpty ? "empty journey" : "\($0.count) intents" })
    ])
  }

  /// The sample coordinator plugged into the coordinator laws: links through
  /// ``/Mailbox/MailboxCoordinator/open(_:source:)``, taps through
  /// ``/Mailbox/MailboxCoordinator/tap(_:source:)`` (on its uiSwitcher), restores through
  /// ``/Mailbox/MailboxCoordinator/restore(_:)``, ``/Mailbox/MailboxState/routing(_:)`` as the
  /// model, the selected tab as the place.
  public static var harness: CoordinatorHarness<MailboxCoordinator, MailboxState> {
    plumbed { MailboxCoordinator(clock: $0) }
  }

  /// The animated coordinator (``/Mailbox/AnimatedMailboxCoordinator``, 300 ms
  /// between steps) plugged in as ``harness`` plugs in the plain one: its
  /// flows pause, so bursts supersede them mid-flow.
  public static var animatedHarness: CoordinatorHarness<MailboxCoordinator, MailboxState> {
    plumbed { AnimatedMailboxCoordinator(clock: $0) }
  }

  /// A Mailbox coordinator plugged in as ``harness`` describes.
  private static func plumbed(
    _ make: @escaping @MainActor @Sendable (VirtualClock) -> MailboxCoordinator
  ) -> CoordinatorHarness<MailboxCoordinator, MailboxState> {
    var harness = CoordinatorHarness<MailboxCoordinator, MailboxState>.plumbed(
      make, snapshot: { $0.snapshot },
      link: { $0.open($1) }, tap: { $0.tap($1) }, restore: { $0.restore($1) },
      route: { $0.routing($1) })
    harness.place = { $0.selectedTab.rawValue }
    return harness
  }

  /// The coordinator laws (see ``/IrisCheckLaws/CoordinatorLaws``) over Mailbox bursts.
  /// - Parameters:
  ///   - harness: the coordinator under test; defaults to ``harness``.
  ///   - label: appended to the laws' names; defaults to `nil`.
  /// - Returns: the suite.
  public static func coordinator(
    _ harness: CoordinatorHarness<MailboxCoordinator, MailboxState> = harness,
    label: String? = nil
  ) -> LawSuite {
    CoordinatorLaws(harness, intents: MailboxGenerators.intent, label: label).suite
  }
}

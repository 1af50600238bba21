import IrisCheckCore
import IrisCheckLaws
import Mailbox

extension MailboxLaws {
  /// The sample coordinator for ``/IrisCheckLaws/CoordinatorArrivalLaw``: links through
  /// ``/Mailbox/MailboxCoordinator/open(_:source:)``, taps through
  /// ``/Mailbox/MailboxCoordinator/tap(_:source:)``, state read as
  /// ``/Mailbox/MailboxCoordinator/snapshot``.
  public static let arrivalHarness: CoordinatorHarness<MailboxCoordinator, MailboxState> =
    .plumbed(
      { MailboxCoordinator(clock: $0) }, snapshot: { $0.snapshot }, link: { $0.open($1) },
      tap: { $0.tap($1) })

  /// The same for ``/Mailbox/AnimatedMailboxCoordinator``, which pauses between steps.
  public static let animatedArrivalHarness: CoordinatorHarness<MailboxCoordinator, MailboxState> =
    .plumbed(
      { AnimatedMailboxCoordinator(clock: $0) }, snapshot: { $0.snapshot },
      link: { $0.open($1) }, tap: { $0.tap($1) })

  /// AtomicArrival on the coordinators, comparing
  /// ``/Mailbox/MailboxCoordinator/snapshot`` (the selected tab, every tab's stack and
  /// the sheet: all navigation), observed through the trace and through
  /// Observation of it: required on ``/Mailbox/MailboxCoordinator``
  /// (every flow applies its steps in one main-actor turn), report-only on
  /// ``/Mailbox/AnimatedMailboxCoordinator`` (its coverage classes name the
  /// intermediate states its pauses show).
  /// - Parameter harness: the coordinator that must arrive atomically;
  ///   defaults to ``arrivalHarness``. Tests pass a deliberately broken one.
  /// - Returns: the suite: `AtomicArrival (MailboxCoordinator)`, then
  ///   `AtomicArrival (AnimatedMailboxCoordinator, report only)`.
  public static func coordinatorArrival(
    _ harness: CoordinatorHarness<MailboxCoordinator, MailboxState> = arrivalHarness
  ) -> LawSuite {
    let journeys = Gen<[ArrivalEvent<MailboxIntent>]>.arrivalJourney(
      intents: MailboxGenerators.intent, taps: true)
    return LawSuite([
      .coordinatorArrival(
        CoordinatorArrivalLaw(
          harness, showing: { $0.snapshot }, observing: { _ = $0.snapshot },
          name: "AtomicArrival (MailboxCoordinator)"),
        over: journeys),
      .coordinatorArrival(
        CoordinatorArrivalLaw(
          animatedArrivalHarness, showing: { $0.snapshot }, observing: { _ = $0.snapshot },
          requiresAtomicity: false,
          name: "AtomicArrival (AnimatedMailboxCoordinator, report only)"),
        over: journeys),
    ])
  }
}

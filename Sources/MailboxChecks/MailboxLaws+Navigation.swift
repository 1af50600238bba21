import IrisCheckCore
import IrisCheckLaws
import Mailbox

extension MailboxLaws {
  /// The navigation-as-state laws over ``MailboxGenerators/op``, on a store
  /// whose content has lost ``MailboxGenerators/deletedThread``.
  /// - Parameter make: creates the store at launch; defaults to the app's
  ///   ``/Mailbox/MailboxNavigation``. Tests pass a deliberately broken variant.
  /// - Returns: the suite (see ``/IrisCheckLaws/NavigationLaws``).
  public static func navigation<Model>(
    _ make: @escaping @MainActor @Sendable () -> Model = {
      MailboxNavigation(threadExists: { $0 != MailboxGenerators.deletedThread })
    }
  ) -> LawSuite
  where Model: NavigationModel, Model.Op == MailboxOp {
    NavigationLaws(
      make, ops: MailboxGenerators.op, staleLinks: MailboxGenerators.staleLink,
      isRestoration: { if case .restore = $0 { true } else { false } }
    ).suite
  }

  /// ``/IrisCheckLaws/AtomicArrivalLaw`` in report-only mode over the Iris flow applied
  /// step by step (``MailboxFlowNavigation``): never fails, and its coverage
  /// classes say which intermediate states observers saw.
  /// - Returns: the suite of one entry, `AtomicArrival (report only)`.
  public static func flowArrival() -> LawSuite {
    LawSuite([
      .atomicArrival(
        AtomicArrivalLaw(make: { MailboxFlowNavigation() }, requiresAtomicity: false),
        over: .array(of: MailboxGenerators.intent, count: 0...4))
    ])
  }
}

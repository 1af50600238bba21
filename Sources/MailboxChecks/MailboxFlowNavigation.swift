import IrisCheckLaws
import Mailbox

/// The sample app's Iris flow applied the way the coordinator applies it:
/// one step at a time, observers hearing after each step that changed
/// navigation (the coordinator trace between steps).
///
/// A step-by-step flow may show intermediate states (the tab switches
/// before the stack pops), so ``MailboxLaws/flowArrival()`` checks it with
/// ``/IrisCheckLaws/AtomicArrivalLaw`` in report-only mode.
public final class MailboxFlowNavigation: NavigationModel {
  /// The navigation now.
  public private(set) var state = MailboxState.initial
  private var observers: [() -> Void] = []

  /// Creates the flow's navigation at launch.
  public init() {}

  /// The selected tab.
  public var selectedTab: MailboxTab { state.selectedTab }
  /// The sheet.
  public var sheet: MailboxSheet? { state.sheet }
  /// One tab's stack.
  /// - Parameter tab: the tab.
  /// - Returns: its routes, bottom first.
  public func path(for tab: MailboxTab) -> [MailboxRoute] { state.stack(for: tab) }

  /// Resolves the intent, then applies ``/Mailbox/MailboxFlow``'s steps one by one.
  /// - Parameter op: the intent.
  public func perform(_ op: MailboxIntent) {
    for step in MailboxFlow.operations(intent: MailboxResolver.resolve(op, in: state)) {
      let before = state
      state.apply(step)
      if state != before { for observer in observers { observer() } }
    }
  }

  /// Registers an observer, called after every step that changed navigation.
  /// - Parameter observer: reads the navigation it needs.
  public func onChange(_ observer: @escaping () -> Void) {
    observers.append(observer)
  }
}

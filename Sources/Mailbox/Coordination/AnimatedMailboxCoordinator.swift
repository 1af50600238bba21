import Iris

/// The mail coordinator as it runs on a device: it pauses between the steps
/// of a flow so that each transition can animate.
///
/// The pause, ``animationPause``, is longer than the link switcher's 250 ms
/// drain timeout, so a link that arrives while a flow is mid-pause supersedes
/// it mid-flow: the old flow applies no further step and the new one starts
/// when the drain gives up. Otherwise it behaves exactly like
/// ``MailboxCoordinator``.
@MainActor
public final class AnimatedMailboxCoordinator: MailboxCoordinator {
  /// The pause between two steps of a flow: 300 ms.
  nonisolated public static let animationPause = Duration.milliseconds(300)

  /// ``animationPause``.
  public override class var interStepAnimationPause: Duration { animationPause }
}

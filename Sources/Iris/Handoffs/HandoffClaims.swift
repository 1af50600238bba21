/// Who is told of the batons claims take.
package enum HandoffClaims {
  /// Told of every ``Handoff/claim()`` that returned, in the calling task and the tasks it
  /// starts: a harness learns that a screen has its baton, or none, while its `.task` goes on.
  @TaskLocal package static var observer: Observer?

  /// What ``observer`` calls with the flow of each baton claimed, `nil` for a claim that took none.
  ///
  /// NB: a class, not a closure: a task-local of a function type crashed
  /// `swift_task_localValuePush` in release builds.
  package final class Observer: Sendable {
    package let claimed: @Sendable (NavFlow?) -> Void

    package init(_ claimed: @escaping @Sendable (NavFlow?) -> Void) {
      self.claimed = claimed
    }
  }
}

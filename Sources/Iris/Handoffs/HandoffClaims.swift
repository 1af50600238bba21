/// Who is told of the batons claims take.
package enum HandoffClaims {
  /// Told of the flow of the baton every ``Handoff/claim()`` returned (`nil` when it took none),
  /// in the calling task and the tasks it starts: a harness learns that a screen has its baton,
  /// or none, while its `.task` goes on.
  @TaskLocal package static var observer: FlowObserver<NavFlow?>?
}

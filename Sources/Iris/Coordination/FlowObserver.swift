/// What a harness binds in a task-local to be told of flows: each one made
/// (``NavFlow/observer``), or the flow of each baton a claim took
/// (``HandoffClaims/observer``).
///
/// NB: a class, not a closure: a task-local of a function type crashed
/// `swift_task_localValuePush` in release builds.
package final class FlowObserver<Value: Sendable>: Sendable {
  package let told: @Sendable (Value) -> Void

  package init(_ told: @escaping @Sendable (Value) -> Void) {
    self.told = told
  }
}

import Iris

extension CoordinatorClause {
  /// A clause about what flows did after they were superseded with steps
  /// (or, with `effectLeft`, an effect) left: by a newer flow or a
  /// cancellation, or by a restore.
  static func lateWork(
    _ name: String, byRestore: Bool, effectLeft: Bool = false,
    reach: Reach = .required(when: []), remedy: String,
    _ judge: @escaping @Sendable (Record, Record.RoutedFlow, Int) -> String?
  ) -> Self {
    let superseded = { @Sendable (record: Record, flow: Record.RoutedFlow) -> Int? in
      guard let supersession = record.supersession(of: flow), supersession.byRestore == byRestore
      else { return nil }
      let left = flow.steps.dropFirst(
        record.appliedSteps(of: flow).count { $0.entry < supersession.entry })
      return (effectLeft ? left.contains(where: \.isEffect) : !left.isEmpty)
        ? supersession.entry : nil
    }
    return Self(
      name, reach: reach, remedy: remedy,
      reached: { record in record.flows.contains { superseded(record, $0) != nil } },
      violation: { record in
        record.flows.lazy.compactMap { flow in
          superseded(record, flow).flatMap { judge(record, flow, $0) }
        }
        .first
      })
  }
}

extension BurstRecord {
  /// What `flow` began after entry `since`, as a violation: a structural
  /// step, or more than the one step in flight; `nil` when nothing.
  func stepsBegunLate(by flow: RoutedFlow, since: Int, _ when: String) -> String? {
    let late = appliedSteps(of: flow).filter { $0.entry > since }
    if let nav = late.first(where: { !$0.step.isEffect }) {
      return "flow#\(flow.number) applied \(nav.text) after \(when) (a structural step is "
        + "applied in the turn it begins: this one began after the supersession, or suspended)"
    }
    guard late.count > 1 else { return nil }
    return
      "flow#\(flow.number) applied \(late.count) steps after \(when); at most the one in flight may end"
  }

  /// The first write of `flow`'s own task at or after entry `since`.
  func lateWrite(by flow: RoutedFlow, since: Int) -> AttributedWrite? {
    writes.first { $0.flow == flow.number && !$0.byStartedTask && $0.after >= since }
  }

  /// The first follow-up of `flow` routed after entry `entry`.
  func followUp(of flow: RoutedFlow, after entry: Int) -> RoutedFlow? {
    flows.first { $0.origin == .followUp(of: flow.number) && $0.routedAt > entry }
  }
}

import IrisCheckCore

/// The AtomicArrival verdict on one op, link or tap, shared by
/// ``AtomicArrivalLaw`` (a navigation model) and ``CoordinatorArrivalLaw``
/// (a real coordinator).
enum ArrivalJudgement {
  /// Judges what observers saw while one event arrived.
  /// - Parameters:
  ///   - law: the law's name, for the violation.
  ///   - scene: where it happened, for example `after [.a], .b`.
  ///   - start: the state before the event.
  ///   - seen: the states observers read, in order.
  ///   - destination: the state once the event settled.
  ///   - flows: how many flows the event started: one, and one more for
  ///     each follow-up (a redirect) they routed; each may arrive in one
  ///     change of its own.
  /// - Returns: `nil` when what observers saw changed at most once per
  ///   flow (and, for one flow, every state seen is the start or the
  ///   destination); otherwise the violation, in direction
  ///   `intermediate state` (the first such state) or `more than one change`.
  static func violation<State: Equatable>(
    law: String, scene: String, start: State, seen: [State], destination: State,
    flows: Int = 1
  ) -> LawViolation? {
    if flows <= 1, let middle = seen.first(where: { $0 != start && $0 != destination }) {
      return LawViolation(
        law: law, direction: "intermediate state",
        message: scene + " showed observers \(SwiftLiteral.describe(middle)), which is neither "
          + "the start \(SwiftLiteral.describe(start)) nor the destination "
          + SwiftLiteral.describe(destination))
    }
    let changes = changeCount(start: start, seen: seen, destination: destination)
    guard changes > max(1, flows) else { return nil }
    let followUps = flows > 1 ? " (its \(flows) flows, follow-ups included)" : ""
    var shown = [start]
    for state in seen + [destination] where state != shown.last { shown.append(state) }
    return LawViolation(
      law: law, direction: "more than one change",
      message: scene + " changed what observers saw \(changes) times\(followUps) on the way "
        + "to " + SwiftLiteral.describe(destination) + "; in order, they saw "
        + shown.map(SwiftLiteral.describe).joined(separator: ", then "))
  }

  /// How many times what observers saw changed, counting the settled
  /// destination as seen last.
  static func changeCount<State: Equatable>(
    start: State, seen: [State], destination: State
  )
    -> Int
  {
    let states = [start] + seen + [destination]
    return zip(states, states.dropFirst()).filter { $0 != $1 }.count
  }

  /// The coverage class of a run: `atomic` when no intermediate state was
  /// seen, else `intermediate: ` and each kind with ` pending`.
  /// - Parameter kinds: what the intermediate states had not reached yet.
  /// - Returns: the class.
  static func coverageClass(_ kinds: [String]) -> String {
    kinds.isEmpty
      ? "atomic" : "intermediate: " + kinds.map { $0 + " pending" }.joined(separator: ", ")
  }
}

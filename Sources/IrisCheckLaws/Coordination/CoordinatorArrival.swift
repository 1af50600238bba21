/// What observers saw while one ``ArrivalEvent`` arrived at a coordinator.
public struct CoordinatorArrival<Intent: Sendable, Snapshot: Equatable & Sendable>: Sendable {
  /// The link or tap.
  public var event: ArrivalEvent<Intent>
  /// The consumer's state just before the event was issued.
  public var start: Snapshot
  /// The states renders read, in order (see ``CoordinatorArrivalLaw``).
  public var seen: [Snapshot]
  /// The consumer's state once the coordinator settled.
  public var destination: Snapshot
  /// How many flows the event started, follow-ups (redirects) included.
  public var flows: Int
  /// The verdict on the harness's whole snapshot under a default projection.
  var unread: LawViolation?

  /// Creates an arrival record from the properties of the same names.
  public init(
    event: ArrivalEvent<Intent>, start: Snapshot, seen: [Snapshot], destination: Snapshot,
    flows: Int = 1
  ) {
    self.event = event
    self.start = start
    self.seen = seen
    self.destination = destination
    self.flows = flows
  }

  /// The states seen that are neither ``start`` nor ``destination``, in order.
  public var intermediates: [Snapshot] {
    seen.filter { $0 != start && $0 != destination }
  }

  /// How many times what observers saw changed, counting the settled destination as seen last.
  public var changes: Int {
    ArrivalJudgement.changeCount(start: start, seen: seen, destination: destination)
  }
}

import Iris
import IrisCheckCore
import IrisCheckScheduling

/// AtomicArrival on a real coordinator: a link or tap changes what observers see at most once.
///
/// **Contract.** Under the ``/IrisCheckScheduling/DeterministicScheduler``, every trace event and
/// `onChange` call schedules a *render*: a `@MainActor` task reading what the law compares in a
/// later main-actor turn, as an `@Observable` view re-renders. For every journey of links and taps
/// from launch, each issued once the one before settled, every state a render reads while an
/// event arrives is its start or its destination, and what renders read changes at most once.
/// With `requiresAtomicity: false` (a flow pausing between steps on purpose) the law only reports
/// intermediate states, as coverage classes (``intermediateKinds(_:)``).
public struct CoordinatorArrivalLaw<
  Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable
>: AsyncLaw where Coordinator.Flow.SideEffect: Equatable {
  /// A journey of links and taps.
  public typealias Input = [ArrivalEvent<Coordinator.Intent>]
  /// What observers saw while one event arrived.
  public typealias Arrival = CoordinatorArrival<Coordinator.Intent, Snapshot>
  /// Registers a handler the app calls when what observers see may have changed.
  public typealias ChangeHook =
    @MainActor @Sendable (Coordinator, @escaping @MainActor () -> Void) -> Void

  /// The law's name in reports.
  public let name: String
  /// The coordinator under test; its ``CoordinatorHarness/snapshot`` reads what observers see.
  public let harness: CoordinatorHarness<Coordinator, Snapshot>
  /// The app's change notifications, besides the trace.
  public let onChange: ChangeHook?
  /// Whether an intermediate state is a violation (`true`) or only reported.
  public let requiresAtomicity: Bool
  /// What the law compares, for reports: `showing:`, or the default projection's name.
  public internal(set) var projection = "showing:"
  /// The harness's whole snapshot, read under the default projection to catch what it misses.
  var whole: (@MainActor @Sendable (Coordinator) -> WholeSnapshot)?

  /// Creates the law comparing what `showing` reads: what navigation shows, not the app's data.
  ///
  /// ```swift
  /// let arrival = CoordinatorArrivalLaw(
  ///   harness, showing: { $0.navigation }, observing: { _ = $0.navigation })
  /// ```
  /// - Parameters:
  ///   - harness: the coordinator under test, reached through its `link` and `tap`.
  ///   - showing: what observers see of its navigation (the selected tab, the paths, the sheet).
  ///   - onChange: registers a handler the app calls after every visible change; `nil`: trace only.
  ///   - observing: reads the `@Observable` properties views render; a change schedules a render.
  ///   - requiresAtomicity: `false` to only report intermediate states.
  ///   - name: the name in reports; defaults to `AtomicArrival (coordinator)`, or
  ///     `AtomicArrival (coordinator, report only)`.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>,
    showing: @escaping @MainActor @Sendable (Coordinator) -> Snapshot,
    onChange: ChangeHook? = nil, observing: (@MainActor @Sendable (Coordinator) -> Void)? = nil,
    requiresAtomicity: Bool = true, name: String? = nil
  ) {
    self.harness = harness.showing(showing)
    self.onChange = ObservationRenderTrigger.hook(onChange, observing: observing)
    self.requiresAtomicity = requiresAtomicity
    self.name =
      name
      ?? (requiresAtomicity
        ? "AtomicArrival (coordinator)" : "AtomicArrival (coordinator, report only)")
  }

  /// Creates the law comparing the coordinator's ``ShowsNavigation/shownNavigation``.
  ///
  /// A change of the harness's snapshot it does not read fails naming `showing:`. Parameters as
  /// in ``init(_:showing:onChange:observing:requiresAtomicity:name:)``.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>, onChange: ChangeHook? = nil,
    observing: (@MainActor @Sendable (Coordinator) -> Void)? = nil,
    requiresAtomicity: Bool = true, name: String? = nil
  ) where Coordinator: ShowsNavigation, Snapshot == Coordinator.ShownNavigation {
    self.init(
      harness, showing: { $0.shownNavigation }, onChange: onChange, observing: observing,
      requiresAtomicity: requiresAtomicity, name: name)
    projection = Self.defaultProjection
    whole = WholeSnapshot.reader(harness.snapshot)
  }

  static var defaultProjection: String { "shownNavigation (the stack path and the sheet)" }

  /// Runs the journey and judges what observers saw: `nil`, or a violation in direction
  /// `intermediate state`, `more than one change`, `projection` or `run`.
  public func check(_ input: Input) async -> LawViolation? {
    violation(in: await observe(input), of: input)
  }

  /// ``check(_:)``'s verdict on what ``observe(_:)`` returned for `input`.
  public func violation(
    in observed: Result<[Arrival], SchedulerOutcomeError>, of input: Input
  ) -> LawViolation? {
    guard requiresAtomicity else { return nil }
    let arrivals: [Arrival]
    switch observed {
    case .success(let observed): arrivals = observed
    case .failure(let error):
      return LawViolation(
        law: name, direction: "run",
        message: "[\(input.map { SwiftLiteral.describe($0) }.joined(separator: ", "))] did not "
          + "settle: the scheduler's run ended \(SwiftLiteral.describe(error.outcome))")
    }
    for (index, arrival) in arrivals.enumerated() {
      let scene =
        "after [" + input[..<index].map { SwiftLiteral.describe($0) }.joined(separator: ", ")
        + "], " + SwiftLiteral.describe(arrival.event)
      if let violation = ArrivalJudgement.violation(
        law: name, scene: scene, start: arrival.start, seen: arrival.seen,
        destination: arrival.destination, flows: arrival.flows)
      {
        return violation
      }
      if let unread = arrival.unread {
        return LawViolation(
          law: name, direction: "projection",
          message: scene + unread.message + "; the law judged " + projection
            + ", which does not read that change: pass `showing:` with everything observers see "
            + "(the selected tab too), or `showing: { $0.shownNavigation }` when the rest is "
            + "app data")
      }
    }
    return nil
  }

  /// What renders read on a fresh coordinator under a FIFO scheduler, one arrival per event, or
  /// the outcome of a run that did not complete.
  public func observe(_ input: Input) async -> Result<[Arrival], SchedulerOutcomeError> {
    let scheduler = DeterministicScheduler(maxJobs: harness.maxJobs)
    let clock = scheduler.clock
    let harness = harness
    let onChange = onChange
    let run = await scheduler.runOnDedicatedThread { @MainActor () -> [Arrival] in
      let coordinator = harness.make(clock)
      let whole = whole
      let renders = ArrivalRenders<(Snapshot, WholeSnapshot?)> { [weak coordinator] in
        coordinator.map { (harness.snapshot($0), whole?($0)) }
      }
      harness.observe(coordinator) { [weak renders] event in
        if case .routed = event.kind { renders?.noteFlow() }
        renders?.schedule()
      }
      onChange?(coordinator) { [weak renders] in renders?.schedule() }
      var arrivals: [Arrival] = []
      for event in input {
        let start = harness.snapshot(coordinator)
        let wholeStart = whole?(coordinator)
        renders.reset()
        switch event {
        case .link(let intent): harness.link(coordinator, intent)
        case .tap(let intent): harness.tap?(coordinator, intent)
        }
        try? await clock.sleep(for: harness.settle)
        var arrival = Arrival(
          event: event, start: start, seen: renders.seen.map(\.0),
          destination: harness.snapshot(coordinator), flows: renders.flows)
        if let wholeStart, let wholeEnd = whole?(coordinator) {
          arrival.unread = ArrivalJudgement.violation(
            law: "", scene: "", start: wholeStart, seen: renders.seen.compactMap(\.1),
            destination: wholeEnd, flows: renders.flows)
        }
        arrivals.append(arrival)
      }
      return arrivals
    }
    guard run.outcome == .completed, let arrivals = run.value else {
      return .failure(SchedulerOutcomeError(outcome: run.outcome))
    }
    return .success(arrivals)
  }

  /// The sorted kinds of intermediate states: the stored properties differing from the destination
  /// joined by `+` (`selectedTab+stacks`), or `state`; empty when all arrived atomically.
  public func intermediateKinds(_ arrivals: [Arrival]) -> [String] {
    var kinds: [String] = []
    for arrival in arrivals {
      for middle in arrival.intermediates {
        let kind = pendingProperties(middle, arrival.destination)
        if !kinds.contains(kind) { kinds.append(kind) }
      }
    }
    return kinds.sorted()
  }

  private func pendingProperties(_ middle: Snapshot, _ destination: Snapshot) -> String {
    let ours = Mirror(reflecting: middle).children
    let theirs = Mirror(reflecting: destination).children
    // NB: Swift text sorts dictionaries, so equal contents print alike.
    let pending = zip(ours, theirs).compactMap { mine, other in
      SwiftLiteral.describe(mine.value) == SwiftLiteral.describe(other.value)
        ? nil : (mine.label ?? "state")
    }
    return pending.isEmpty ? "state" : pending.joined(separator: "+")
  }
}

/// A scheduler run that did not complete, for ``CoordinatorArrivalLaw/observe(_:)``.
public struct SchedulerOutcomeError: Error, Sendable {
  /// How the run ended: deadlocked or over its job limit.
  public var outcome: SchedulerOutcome
}

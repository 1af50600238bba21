import Iris
import IrisCheckCore
import IrisCheckScheduling

/// AtomicArrival on a real coordinator: a link or a tap, run to the end
/// under the ``/IrisCheckScheduling/DeterministicScheduler``, changes what observers see at most
/// once, straight from the start to the destination.
///
/// **Observers.** The scheduler has no per-job hook, so the law observes
/// the way a screen does: every ``/Iris/CoordinatorEvent`` of the trace
/// (``CoordinatorHarness/observe``) and every call of the consumer's
/// `onChange` hook (for example from a `didSet` of state the trace does not
/// cover) schedules a *render*, a
/// `@MainActor` task that reads ``CoordinatorHarness/snapshot`` in a later
/// main-actor turn, as an `@Observable` view re-renders. The main actor is
/// one FIFO queue, so a render scheduled during a turn runs before any turn
/// that turn enqueued (a `Task.yield()`, an awaited sleep): it sees each
/// state the coordinator leaves between two turns. A state that lives only
/// inside one turn is invisible to every observer on a device, and is not
/// counted.
///
/// **Contract.** For every journey of links and taps from launch (each
/// issued once the one before settled, ``CoordinatorHarness/settle`` of
/// virtual time later), every state a render reads while event `eₖ` arrives
/// is the start `s` (before `eₖ`) or the destination `d` (once settled),
/// and what renders read changes at most once.
///
/// **Opt-in.** A step-by-step flow with an animation pause between steps
/// shows intermediate states on purpose: build the law with
/// `requiresAtomicity: false` and it never fails;
/// ``intermediateKinds(_:)`` names what was seen, for the report's coverage
/// classes (``LawSuite/Entry/coordinatorArrival(_:over:)``).
///
/// **Violation.** A coordinator whose flow selects the tab in one turn and
/// writes the stack in the next:
///
/// ```
/// ❌ AtomicArrival (coordinator) violated (intermediate state): after [],
///    .link(.search(query: "/")) showed observers MailboxState(selectedTab: .search,
///    stacks: [.inbox: [], .search: [], .settings: []], sheet: nil), which is neither the
///    start MailboxState(selectedTab: .inbox, …) nor the destination
///    MailboxState(selectedTab: .search, stacks: [… .search: [.searchResults(query: "/")] …], …)
/// ```
public struct CoordinatorArrivalLaw<
  Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable
>: AsyncLaw where Coordinator.Flow.SideEffect: Equatable {
  /// A journey of links and taps.
  public typealias Input = [ArrivalEvent<Coordinator.Intent>]
  /// What observers saw while one event arrived.
  public typealias Arrival = CoordinatorArrival<Coordinator.Intent, Snapshot>
  /// Registers a handler the consumer calls whenever state observers can
  /// see may have changed.
  public typealias ChangeHook =
    @MainActor @Sendable (Coordinator, @escaping @MainActor () -> Void) -> Void

  /// The law's name in reports.
  public let name: String
  /// How the coordinator is made, observed and reached; its
  /// ``CoordinatorHarness/snapshot`` reads what observers see.
  public let harness: CoordinatorHarness<Coordinator, Snapshot>
  /// The consumer's change notifications, besides the trace; `nil` for the
  /// trace alone.
  public let onChange: ChangeHook?
  /// Whether an intermediate state is a violation (`true`) or only reported.
  public let requiresAtomicity: Bool
  /// What the law compares, for reports: `shownNavigation (the stack path
  /// and the sheet)` by default, `showing:` when the consumer named it.
  public internal(set) var projection = "showing:"
  /// Reads the harness's whole snapshot, when the law compares the default
  /// projection of it: a change there the projection misses fails, naming
  /// `showing:`.
  var whole: (@MainActor @Sendable (Coordinator) -> WholeSnapshot)?

  /// Creates the law, comparing what `showing` reads.
  ///
  /// Name what navigation shows (the selected tab, the paths, the sheet),
  /// not the app's data: a screen pushed at once whose data loads later is
  /// an atomic arrival, and a tab switched in one turn and its stack written
  /// after an `await` is not.
  /// - Parameters:
  ///   - harness: the coordinator under test; its ``CoordinatorHarness/link``
  ///     opens links, its ``CoordinatorHarness/tap`` (when set) routes taps.
  ///   - showing: what observers see of the coordinator's navigation.
  ///   - onChange: registers a handler to call after every change observers
  ///     can see; defaults to `nil` (renders follow the trace alone).
  ///   - requiresAtomicity: `true` (the default) when every link and tap
  ///     must arrive in one change; `false` for a coordinator that pauses
  ///     between steps.
  ///   - name: the name in reports; defaults to `AtomicArrival (coordinator)`,
  ///     with `, report only` inside the parentheses when atomicity is not
  ///     required.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>,
    showing: @escaping @MainActor @Sendable (Coordinator) -> Snapshot,
    onChange: ChangeHook? = nil, requiresAtomicity: Bool = true, name: String? = nil
  ) {
    self.harness = harness.showing(showing)
    self.onChange = onChange
    self.requiresAtomicity = requiresAtomicity
    self.name =
      name
      ?? (requiresAtomicity
        ? "AtomicArrival (coordinator)" : "AtomicArrival (coordinator, report only)")
  }

  /// Creates the law for a coordinator that shows its navigation (a
  /// ``/Iris/PlumbedCoordinatorBase`` subclass: the stack path and the sheet,
  /// ``/Iris/PlumbedCoordinatorBase/state``), comparing that.
  ///
  /// An app with tabs (one path per tab) names what its tab bar shows with
  /// ``init(_:showing:onChange:requiresAtomicity:name:)`` instead.
  /// - Parameters:
  ///   - harness: the coordinator under test.
  ///   - onChange: registers a handler to call after every change observers
  ///     can see; defaults to `nil`.
  ///   - requiresAtomicity: `true` (the default) when every link and tap
  ///     must arrive in one change.
  ///   - name: the name in reports; the same default as the other initialiser.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>, onChange: ChangeHook? = nil,
    requiresAtomicity: Bool = true, name: String? = nil
  ) where Coordinator: ShowsNavigation, Snapshot == Coordinator.ShownNavigation {
    self.init(
      harness, showing: { $0.shownNavigation }, onChange: onChange,
      requiresAtomicity: requiresAtomicity, name: name)
    projection = Self.defaultProjection
    whole = WholeSnapshot.reader(harness.snapshot)
  }

  /// The default projection's name in reports.
  static var defaultProjection: String { "shownNavigation (the stack path and the sheet)" }

  /// Runs the journey and judges what observers saw.
  /// - Parameter input: the links and taps, in order.
  /// - Returns: `nil` when every event arrived in at most one change (or
  ///   the law does not require atomicity); otherwise a violation in
  ///   direction `intermediate state`, `more than one change`, or `run`
  ///   when the run did not complete.
  public func check(_ input: Input) async -> LawViolation? {
    violation(in: await observe(input), of: input)
  }

  /// Judges a journey already observed.
  /// - Parameters:
  ///   - observed: what ``observe(_:)`` returned.
  ///   - input: the journey.
  /// - Returns: `nil` when the law holds; otherwise the violation.
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

  /// Runs the journey on a fresh coordinator under a FIFO
  /// ``/IrisCheckScheduling/DeterministicScheduler`` and records what renders read.
  /// - Parameter input: the links and taps, in order; a tap does nothing
  ///   when the harness has no ``CoordinatorHarness/tap``.
  /// - Returns: one arrival per event, or the scheduler's outcome when the
  ///   run did not complete.
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

  /// What the intermediate states seen had not reached yet, for reports:
  /// the names of the snapshot's stored properties that differ from the
  /// destination, joined by `+` in declaration order (for example `stacks`
  /// or `selectedTab+stacks`), one entry per distinct kind, sorted; `state`
  /// for a snapshot without stored properties.
  /// - Parameter arrivals: what ``observe(_:)`` returned.
  /// - Returns: the kinds; empty when every event arrived atomically.
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

  /// The stored properties of `middle` that differ from `destination`,
  /// joined by `+`.
  private func pendingProperties(_ middle: Snapshot, _ destination: Snapshot) -> String {
    let ours = Mirror(reflecting: middle).children
    let theirs = Mirror(reflecting: destination).children
    let pending = zip(ours, theirs).compactMap { mine, other -> String? in
      // NB: compared as `AnyHashable` when hashable, else by their Swift
      // text (which sorts dictionaries, so equal contents print alike).
      let same =
        if let lhs = mine.value as? AnyHashable, let rhs = other.value as? AnyHashable {
          lhs == rhs
        } else {
          SwiftLiteral.describe(mine.value) == SwiftLiteral.describe(other.value)
        }
      return same ? nil : (mine.label ?? "state")
    }
    return pending.isEmpty ? "state" : pending.joined(separator: "+")
  }
}

/// A scheduler run that did not complete, for ``CoordinatorArrivalLaw/observe(_:)``.
public struct SchedulerOutcomeError: Error, Sendable {
  /// How the run ended: deadlocked or over its job limit.
  public var outcome: SchedulerOutcome
}

import Iris
import IrisCheckCore

/// One coordinator law: runs a scenario with a ``CoordinatorHarness`` and
/// judges the ``BurstRecord``.
///
/// An ``AsyncLaw``: judging suspends while the burst runs under the
/// scheduler. The violation's message is the broken clause of
/// <doc:CoordinatorContract> in one sentence, then the run's timeline.
///
/// A law states what it needs from the harness (``needs``) and the records
/// it can find a violation in (its domain): in a ``CoordinatorLaws`` suite
/// a law whose harness lacks a need fails with a message naming the
/// closure to set, and a run that met the domain in fewer than one example
/// in a hundred fails as vacuous.
public struct CoordinatorLaw<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  AsyncLaw
where Coordinator.Flow.SideEffect: Equatable {
  /// A scenario: a burst and its schedule.
  public typealias Input = CoordinatorScenario<Coordinator.Intent>
  /// The record a judge reads.
  public typealias Record = BurstRecord<Coordinator.Flow, Snapshot>

  /// The law's name, for example `LastWins`.
  public let name: String
  /// What the law cannot judge without.
  public let needs: HarnessNeeds
  /// The records the law can find a violation in, as a report names them
  /// (for example `bursts with a superseded flow`); `nil` when every record is.
  public let domainName: String?
  let harness: CoordinatorHarness<Coordinator, Snapshot>
  let judge: @Sendable (Record) -> String?
  let inDomain: @Sendable (Record) -> Bool

  /// Creates a law from a judge of records.
  /// - Parameters:
  ///   - name: the law's name.
  ///   - harness: how to run the coordinator.
  ///   - needs: what the law cannot judge without; none by default.
  ///   - domain: the name of the records the law can find a violation in,
  ///     and the test; `nil` (the default) for every record.
  ///   - judge: returns `nil` when the record obeys the law, otherwise one
  ///     sentence saying what broke.
  public init(
    _ name: String, harness: CoordinatorHarness<Coordinator, Snapshot>,
    needs: HarnessNeeds = [],
    domain: (name: String, contains: @Sendable (Record) -> Bool)? = nil,
    judge: @escaping @Sendable (Record) -> String?
  ) {
    self.name = name
    self.harness = harness
    self.needs = needs
    self.domainName = domain?.name
    if let domain {
      self.inDomain = domain.contains
    } else {
      self.inDomain = { _ in true }
    }
    self.judge = judge
  }

  /// What a vacuous run of the law advises: the bursts may not be drawn,
  /// or the events may be missing from the trace.
  package var domainRemedy: String {
    "make the generator draw them, or, for a coordinator that applies steps its own way, "
      + "trace each step as the coordinator contract says"
  }

  /// What the harness lacks of ``needs``, one sentence each.
  public var missingNeeds: [String] { needs.missing(in: harness) }

  /// Runs the scenario and judges its record.
  /// - Parameter input: the scenario.
  /// - Returns: `nil` when the law holds; otherwise the violation, whose
  ///   message ends with the run's timeline, or, without running anything,
  ///   the violation in direction `harness` naming what the harness lacks.
  public func check(_ input: Input) async -> LawViolation? {
    let missing = missingNeeds
    guard missing.isEmpty else { return unequipped(missing) }
    return violation(in: await harness.run(input))
  }

  /// The violation of a law whose harness lacks what it needs.
  func unequipped(_ missing: [String]) -> LawViolation {
    LawViolation(
      law: name, direction: "harness",
      message: "cannot judge anything with this harness: " + missing.joined(separator: "; "))
  }

  /// Whether the record is in the law's domain.
  /// - Parameter record: the run's record.
  /// - Returns: whether the law could have found a violation in it.
  public func isInDomain(_ record: Record) -> Bool { inDomain(record) }

  /// Judges a record already made.
  /// - Parameter record: the run's record.
  /// - Returns: `nil` when the law holds; otherwise the violation.
  public func violation(in record: Record) -> LawViolation? {
    guard let sentence = record.untracedRouting ?? judge(record) else { return nil }
    return LawViolation(
      law: name, direction: "coordinator",
      message: sentence + "\n  timeline: " + record.timeline)
  }
}

extension BurstRecord {
  /// Why the laws cannot judge this record: a link or tap routed a baton
  /// the trace did not report; `nil` when every routing was traced.
  var untracedRouting: String? {
    for entry in entries {
      guard case .issued(let event, _, nil) = entry, case .link = event else { continue }
      return "the link \(BatonBurst<Flow.Intent>.describe(event)) routed no baton the trace "
        + "reported: route batons with `route(baton:through:)`, which traces "
        + "`.routed(_:on:origin:)`, or trace it yourself"
    }
    return nil
  }
}

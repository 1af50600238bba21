import Iris
import IrisCheckCore

extension LawSuite.Entry {
  /// An entry checking a ``CoordinatorArrivalLaw`` on journeys, classed by what observers saw.
  ///
  /// Classes are `atomic` or, for example, `intermediate: stacks pending`
  /// (``CoordinatorArrivalLaw/intermediateKinds(_:)``). Each journey runs once, classed and judged;
  /// if renders read the state in under one journey in a hundred, the run fails as vacuous:
  /// nothing told the law of a change (the trace, `onChange:` or `observing:`).
  /// - Parameters:
  ///   - law: the law, atomic or report-only.
  ///   - journeys: usually `Gen.arrivalJourney(intents:taps:count:)`.
  public static func coordinatorArrival<Coordinator, Snapshot>(
    _ law: CoordinatorArrivalLaw<Coordinator, Snapshot>,
    over journeys: Gen<[ArrivalEvent<Coordinator.Intent>]>
  ) -> LawSuite.Entry {
    // NB: closures over the intent: a closure capturing the law would capture the coordinator's
    // metatype, which is not `Sendable`.
    let run = ArrivalSuiteRun(
      name: law.name, journeys: journeys, observe: law.observe, judge: law.violation,
      kinds: law.intermediateKinds)
    return LawSuite.Entry(name: law.name, run: run.run)
  }
}

private struct ArrivalSuiteRun<Intent: Sendable, Snapshot: Equatable & Sendable>: Sendable {
  typealias Observed = Result<[CoordinatorArrival<Intent, Snapshot>], SchedulerOutcomeError>
  let name: String
  let journeys: Gen<[ArrivalEvent<Intent>]>
  let observe: @Sendable ([ArrivalEvent<Intent>]) async -> Observed
  let judge: @Sendable (Observed, [ArrivalEvent<Intent>]) -> LawViolation?
  let kinds: @Sendable ([CoordinatorArrival<Intent, Snapshot>]) -> [String]

  func run(_ configuration: Configuration) async -> LawResult {
    // NB: the domain is judged from what the run saw, not from the journey.
    let domain = LawDomain<[ArrivalEvent<Intent>]>(
      name: "journeys in which a render read the state", contains: { _ in false })
    return await LawSuite.run(name, journeys, configuration, domain: domain) { [self] journey in
      let observed = await observe(journey)
      if case .success(let arrivals) = observed {
        label(ArrivalJudgement.coverageClass(kinds(arrivals)))
        if arrivals.contains(where: { !$0.seen.isEmpty }) { label(domain.label) }
      }
      return judge(observed, journey)
    }
  }
}

import Iris
import IrisCheckCore

extension LawSuite.Entry {
  /// An entry that checks a ``CoordinatorArrivalLaw`` on journeys and
  /// classifies each by the intermediate states observers saw: `atomic`
  /// when none, else for example `intermediate: stacks pending, sheet pending`
  /// (see ``CoordinatorArrivalLaw/intermediateKinds(_:)``).
  /// - Parameters:
  ///   - law: the law, atomic or report-only.
  ///   - journeys: the generator of journeys, usually
  ///     `Gen.arrivalJourney(intents:taps:count:)`.
  /// - Returns: the entry; each journey runs once, and the same run is
  ///   classified and judged. A run in which renders read the state in fewer
  ///   than one journey in a hundred fails as vacuous: nothing told the law
  ///   of a change (the trace, `onChange:` or `observing:`).
  public static func coordinatorArrival<Coordinator, Snapshot>(
    _ law: CoordinatorArrivalLaw<Coordinator, Snapshot>,
    over journeys: Gen<[ArrivalEvent<Coordinator.Intent>]>
  ) -> LawSuite.Entry {
    // NB: handed on as closures over the intent, so the entry's closures
    // capture no coordinator metatype.
    arrivalEntry(
      law.name, journeys, observe: law.observe, judge: law.violation,
      intermediateKinds: law.intermediateKinds)
  }

  private static func arrivalEntry<Intent: Sendable, Snapshot: Equatable & Sendable>(
    _ name: String, _ journeys: Gen<[ArrivalEvent<Intent>]>,
    observe:
      @escaping @Sendable ([ArrivalEvent<Intent>]) async -> Result<
        [CoordinatorArrival<Intent, Snapshot>], SchedulerOutcomeError
      >,
    judge:
      @escaping @Sendable (
        Result<[CoordinatorArrival<Intent, Snapshot>], SchedulerOutcomeError>,
        [ArrivalEvent<Intent>]
      ) -> LawViolation?,
    intermediateKinds: @escaping @Sendable ([CoordinatorArrival<Intent, Snapshot>]) -> [String]
  ) -> LawSuite.Entry {
    // NB: the domain is judged from what the run saw, not from the
    // journey: the journeys in which some render read the state.
    let domain = LawDomain<[ArrivalEvent<Intent>]>(
      name: "journeys in which a render read the state", contains: { _ in false })
    return LawSuite.Entry(name: name) { configuration in
      await LawSuite.run(name, journeys, configuration, domain: domain) { journey in
        let observed = await observe(journey)
        if case .success(let arrivals) = observed {
          label(ArrivalJudgement.coverageClass(intermediateKinds(arrivals)))
          if arrivals.contains(where: { !$0.seen.isEmpty }) { label(domain.label) }
        }
        return judge(observed, journey)
      }
    }
  }
}

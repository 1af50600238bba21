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
  ///     ``Gen/arrivalJourney(intents:taps:count:)``.
  /// - Returns: the entry; each journey runs once, and the same run is
  ///   classified and judged.
  public static func coordinatorArrival<Coordinator, Snapshot>(
    _ law: CoordinatorArrivalLaw<Coordinator, Snapshot>,
    over journeys: Gen<[ArrivalEvent<Coordinator.Intent>]>
  ) -> LawSuite.Entry {
    LawSuite.Entry(name: law.name) { configuration in
      await LawSuite.run(law.name, journeys, configuration) { journey in
        let observed = await law.observe(journey)
        if case .success(let arrivals) = observed {
          let kinds = law.intermediateKinds(arrivals)
          label(
            kinds.isEmpty
              ? "atomic" : "intermediate: " + kinds.map { $0 + " pending" }.joined(separator: ", "))
        }
        return law.violation(in: observed, of: journey)
      }
    }
  }
}

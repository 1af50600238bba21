import Foundation
import Iris
import IrisCheckCore

extension LawSuite.Entry {
  /// Coordinator laws over scenarios, as one group: each burst runs once and every law judges
  /// its record; a failing law is shrunk on its own, keeping its clause.
  package static func coordinatorLaws<Coordinator, Snapshot>(
    _ laws: [CoordinatorLaw<Coordinator, Snapshot>],
    over scenarios: Gen<CoordinatorScenario<Coordinator.Intent>>
  ) -> LawSuite.Entry {
    // NB: a method, not a closure, which would capture non-`Sendable` generic metatypes.
    LawSuite.Entry(
      group: laws.map(\.name), run: CoordinatorLawGroup(laws: laws, scenarios: scenarios).run)
  }

  /// One coordinator law over scenarios: a group of one.
  package static func law<Coordinator, Snapshot>(
    _ law: CoordinatorLaw<Coordinator, Snapshot>,
    over scenarios: Gen<CoordinatorScenario<Coordinator.Intent>>
  ) -> LawSuite.Entry {
    coordinatorLaws([law], over: scenarios)
  }
}

/// The coordinator laws judged from one run of each scenario.
struct CoordinatorLawGroup<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>: Sendable
where Coordinator.Flow.SideEffect: Equatable {
  typealias Law = CoordinatorLaw<Coordinator, Snapshot>
  typealias Scenario = CoordinatorScenario<Coordinator.Intent>

  let laws: [Law]
  let scenarios: Gen<Scenario>

  /// The results of the law named `only`, or of every law, in order.
  func run(_ configuration: Configuration, only: String?) async -> [LawResult] {
    guard let only else { return await run(configuration) }
    return await Self(laws: laws.filter { $0.name == only }, scenarios: scenarios)
      .run(configuration)
  }

  func run(_ configuration: Configuration) async -> [LawResult] {
    let clock = ContinuousClock()
    let started = clock.now
    var results: [String: LawResult] = [:]
    var pending: [Law] = []
    for law in laws {
      let missing = law.missingNeeds
      if missing.isEmpty {
        pending.append(law)
      } else {
        results[law.name] = .failed(law.unequipped(missing))
      }
    }
    // NB: a replay token or a saved case is one law's: checked per law.
    for law in pending where configuration.replay != nil || configuration.regressionFile != nil {
      var alone = configuration
      if alone.replay == nil { alone.examples = 0 }
      let result = await Self.check(law, scenarios, alone)
      if result.isFailure || configuration.replay != nil {
        results[law.name] = LawSuite.result(
          of: law.name, result, domain: nil, alone, duration: clock.now - started)
      }
    }
    pending.removeAll { results[$0.name] != nil }
    if !pending.isEmpty {
      await generate(pending, configuration, started: started, into: &results)
    }
    return laws.compactMap { results[$0.name] }
  }

  /// One generation for `pending`, counting each clause's reach, then each failing law shrunk on
  /// its own, keeping the clause it first broke.
  private func generate(
    _ pending: [Law], _ configuration: Configuration, started: ContinuousClock.Instant,
    into results: inout [String: LawResult]
  ) async {
    let clock = ContinuousClock()
    let harness = pending[0].harness
    let firsts = FirstFailures()
    var shared = configuration
    shared.saveRegressions = false
    shared.regressionFile = nil
    let generation = await PropertyCheck(
      scenarios, id: LawSuite.propertyID(law: "coordinator laws"), configuration: shared
    ).run { scenario in
      let record = await harness.run(scenario)
      label("\(scenario.burst.batonCount) batons")
      for law in pending {
        for clause in law.clauses where clause.reached(record) {
          label(Self.reachLabel(clause.name))
        }
      }
      guard let example = currentExample() else { return }
      for law in pending where !firsts.has(law.name) {
        if let (clause, violation) = law.firstBreak(in: record) {
          firsts.note(law.name, example, clause, "\(violation)")
        }
      }
    }
    guard !generation.isFailure else {
      for law in pending {
        results[law.name] = LawSuite.result(
          of: law.name, generation, domain: nil, configuration, duration: clock.now - started)
      }
      return
    }
    for law in pending {
      let statistics = Self.statistics(of: law, in: generation.statistics)
      let reach = ClauseReach(law: law, statistics: statistics)
      guard let (sequence, index, clause, message) = firsts.first(of: law.name) else {
        var result = generation
        result.statistics = statistics
        results[law.name] =
          reach.notChecked(harness: harness, configuration)
          ?? LawSuite.result(
            of: law.name, result, domain: nil, configuration, duration: clock.now - started)
        continue
      }
      var alone = configuration
      alone.seed = generation.seed
      // NB: saved once rescheduling is done, not at each shrink.
      alone.saveRegressions = false
      let id = LawSuite.propertyID(law: law.name)
      let check = PropertyCheck(scenarios, id: id, configuration: alone)
      let property: PropertyCheck<Scenario>.Property = { scenario in
        if let violation = await law.check(scenario, clause: clause) { throw violation }
      }
      var result = await check.reproduce(
        sequence, foundAt: index, failedWith: [message], property)
      // NB: each case rescheduling finds is shorter, and shrunk again; not with `maxShrinks` 0.
      while configuration.maxShrinks > 0, case .failed(let minimal) = result.outcome,
        let shorter = await Self.rescheduled(
          minimal.sequence, of: law, clause: clause, scenarios: scenarios,
          limit: configuration.shrinkTimeLimit)
      {
        let next = await check.reproduce(shorter, foundAt: index, property)
        guard case .failed(var example) = next.outcome else { break }
        example.originalValue = minimal.originalValue
        result = next
        result.outcome = .failed(example)
      }
      if case .failed(var example) = result.outcome {
        if let warning = example.save(for: id, configuration) { result.warnings.append(warning) }
        result.outcome = .failed(example)
      }
      result.seed = generation.seed
      result.statistics = statistics
      results[law.name] = LawSuite.result(
        of: law.name, result, domain: nil, configuration, duration: clock.now - started,
        note: reach.lines)
    }
  }

  private static func check(
    _ law: Law, _ scenarios: Gen<Scenario>, _ configuration: Configuration
  ) async -> PropertyResult<Scenario> {
    await PropertyCheck(
      scenarios, id: LawSuite.propertyID(law: law.name), configuration: configuration
    ).run { scenario in
      if let violation = await law.check(scenario) { throw violation }
    }
  }

  static func reachLabel(_ clause: String) -> String { "reached: \(clause)" }

  /// The shared run's statistics with the reach of `law`'s clauses only.
  private static func statistics(of law: Law, in shared: Statistics) -> Statistics {
    var statistics = shared
    let own = Set(law.clauses.map { reachLabel($0.name) })
    statistics.labelCounts = shared.labelCounts.filter {
      !$0.key.hasPrefix("reached: ") || own.contains($0.key)
    }
    for label in own where statistics.labelCounts[label] == nil {
      statistics.labelCounts[label] = 0
    }
    return statistics
  }
}

/// Each law's first failing example in the shared run, its clause, and its report.
///
/// NB: `@unchecked Sendable`: written under the lock, read after the run.
private final class FirstFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var found: [String: (ChoiceSequence, Int, String, String)] = [:]

  func has(_ law: String) -> Bool { lock.withLock { found[law] != nil } }

  func note(
    _ law: String, _ example: (choices: ChoiceSequence, index: Int), _ clause: String,
    _ message: String
  ) {
    lock.withLock { found[law] = (example.choices, example.index, clause, message) }
  }

  func first(of law: String) -> (ChoiceSequence, Int, String, String)? {
    lock.withLock { found[law] }
  }
}

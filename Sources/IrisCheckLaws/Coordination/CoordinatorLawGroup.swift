import Foundation
import Iris
import IrisCheckCore

extension LawSuite.Entry {
  /// Coordinator laws over scenarios, as one group: each burst runs once and every law judges
  /// its record; a failing law is shrunk on its own, keeping its clause (the smallest minimum of
  /// up to four clauses it broke first in some burst).
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
  /// its own: the first failure of each clause it broke first (up to
  /// ``FirstFailures/clausesShrunk``) is shrunk keeping that clause, the smallest reported and the
  /// others' minima listed under it.
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
      for law in pending where firsts.wantsMore(law.name) {
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
      let found = firsts.found(of: law.name)
      guard !found.isEmpty else {
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
      var shrunk: [PropertyResult<Scenario>] = []
      for first in found { shrunk.append(await shrink(first, of: law, alone)) }
      let best = shrunk.indices.reduce(0) { Self.isSmaller(shrunk[$1], than: shrunk[$0]) ? $1 : $0 }
      var result = shrunk[best]
      let others = shrunk.indices.filter { $0 != best }.compactMap { index in
        shrunk[index].counterexample.map {
          "  \(found[index].clause): \(SwiftLiteral.describe($0.value))"
        }
      }
      if case .failed(var example) = result.outcome {
        let id = LawSuite.propertyID(law: law.name)
        if let warning = example.save(for: id, configuration) { result.warnings.append(warning) }
        result.outcome = .failed(example)
      }
      result.seed = generation.seed
      result.statistics = statistics
      let also = others.isEmpty ? [] : ["Other clauses it broke first, each shrunk on its own:"]
      results[law.name] = LawSuite.result(
        of: law.name, result, domain: nil, configuration, duration: clock.now - started,
        note: ([reach.lines] + also + others).joined(separator: "\n"))
    }
  }

  /// A failure of `law` the generation found, shrunk keeping its clause, then rescheduled.
  private func shrink(
    _ first: FirstFailures.Failure, of law: Law, _ configuration: Configuration
  ) async -> PropertyResult<Scenario> {
    var alone = configuration
    // NB: saved once the smallest is known, not at each shrink.
    alone.saveRegressions = false
    let check = PropertyCheck(
      scenarios, id: LawSuite.propertyID(law: law.name), configuration: alone)
    let property: PropertyCheck<Scenario>.Property = { scenario in
      if let violation = await law.check(scenario, clause: first.clause) { throw violation }
    }
    var result = await check.reproduce(
      first.sequence, foundAt: first.index, failedWith: [first.message], property)
    // NB: each case rescheduling finds is shorter, and shrunk again; not with `maxShrinks` 0.
    while configuration.maxShrinks > 0, case .failed(let minimal) = result.outcome,
      let shorter = await Self.rescheduled(
        minimal.sequence, of: law, clause: first.clause, scenarios: scenarios,
        limit: configuration.shrinkTimeLimit)
    {
      let next = await check.reproduce(shorter, foundAt: first.index, property)
      guard case .failed(var example) = next.outcome else { break }
      example.originalValue = minimal.originalValue
      result = next
      result.outcome = .failed(example)
    }
    return result
  }

  /// Whether `one` failed with a smaller minimum than `other`, or `other` did not fail.
  private static func isSmaller(
    _ one: PropertyResult<Scenario>, than other: PropertyResult<Scenario>
  ) -> Bool {
    guard case .failed(let example) = one.outcome else { return false }
    guard case .failed(let best) = other.outcome else { return true }
    return example.sequence < best.sequence
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

/// Each law's first failing examples in the shared run, one per clause first broken (up to
/// ``clausesShrunk``), with their reports.
///
/// NB: `@unchecked Sendable`: written under the lock, read after the run.
private final class FirstFailures: @unchecked Sendable {
  struct Failure {
    var sequence: ChoiceSequence
    var index: Int
    var clause: String
    var message: String
  }

  /// How many of a law's clauses are shrunk, each from its first failure; the smallest minimum
  /// is reported.
  static var clausesShrunk: Int { 4 }

  private let lock = NSLock()
  private var failures: [String: [Failure]] = [:]

  func wantsMore(_ law: String) -> Bool {
    lock.withLock { (failures[law]?.count ?? 0) < Self.clausesShrunk }
  }

  func note(
    _ law: String, _ example: (choices: ChoiceSequence, index: Int), _ clause: String,
    _ message: String
  ) {
    lock.withLock {
      guard !(failures[law] ?? []).contains(where: { $0.clause == clause }) else { return }
      failures[law, default: []].append(
        Failure(
          sequence: example.choices, index: example.index, clause: clause, message: message))
    }
  }

  func found(of law: String) -> [Failure] {
    lock.withLock { failures[law] ?? [] }
  }
}

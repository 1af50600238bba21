import IrisCheckCore
import IrisCheckLaws

/// Runs every ``ShopMutation`` through the README's wiring with the
/// default configuration over many seeds, and scores the laws.
public enum MutantZoo {
  /// One mutant's outcome over the seeds.
  public struct Score: Sendable {
    /// The mutant.
    public var mutation: ShopMutation
    /// Seeds whose run failed the expected law.
    public var caught: Int
    /// Caught runs whose counterexample was exactly the expected minimum
    /// (``ShopMutation/minimal``); `0` when none is known.
    public var minimal: Int
    /// Seeds run.
    public var seeds: Int
    /// Each caught run's time to a shrunk counterexample.
    public var times: [Duration]
    /// The counterexamples that were not the expected minimum.
    public var misses: [String]
  }

  /// Scores every mutant over `seeds`.
  /// - Parameter seeds: the seeds; each run uses ``LawSuite/defaultConfiguration``
  ///   with that seed and saves nothing.
  /// - Returns: one score per mutant, in ``ShopMutation`` order.
  public static func run(seeds: ClosedRange<UInt64> = 1...20) async -> [Score] {
    var scores: [Score] = []
    for mutation in ShopMutation.allCases {
      var score = Score(
        mutation: mutation, caught: 0, minimal: 0, seeds: seeds.count, times: [], misses: [])
      // NB: every mutation names a law of the suite, so resolving succeeds;
      // if it did not, the mutant scores as never caught.
      guard
        let (suite, _) = try? ShopApp(mutation).suite.resolving(
          LawSuite.defaultConfiguration, environment: ["IRISCHECK_LAW": mutation.law])
      else {
        scores.append(score)
        continue
      }
      for seed in seeds {
        var configuration = LawSuite.defaultConfiguration
        configuration.seed = seed
        configuration.saveRegressions = false
        guard let result = await suite.runResolved(configuration: configuration).first,
          result.isFailure
        else { continue }
        score.caught += 1
        score.times.append(result.duration)
        let expected = mutation.minimal
        let index = result.violations.firstIndex {
          $0.law == mutation.law && (mutation.direction.map($0.direction.hasPrefix) ?? true)
        }
        let found = index.flatMap {
          result.counterexamples.indices.contains($0) ? result.counterexamples[$0] : nil
        }
        if expected == nil {
          continue
        } else if found == expected {
          score.minimal += 1
        } else {
          score.misses.append(found ?? result.counterexample ?? "none")
        }
      }
      scores.append(score)
    }
    return scores
  }

  /// One line per mutant: caught and minimal counts, and the misses.
  /// - Parameter scores: the scores of ``run(seeds:)``.
  /// - Returns: the lines.
  public static func details(_ scores: [Score]) -> [String] {
    scores.map { score in
      "\(score.mutation.rawValue) (\(score.mutation.law)): caught \(score.caught)/\(score.seeds), "
        + "minimal \(score.minimal)" + (score.misses.isEmpty ? "" : "; misses \(score.misses)")
    }
  }

  /// The one-line summary: catch rate, minimal rate and the median time
  /// to a shrunk counterexample.
  /// - Parameter scores: the scores of ``run(seeds:)``.
  /// - Returns: for example `mutant zoo: 16 mutants × 20 seeds: caught 100.0%, …`.
  public static func summary(_ scores: [Score]) -> String {
    let runs = scores.reduce(0) { $0 + $1.seeds }
    let caught = scores.reduce(0) { $0 + $1.caught }
    let minimal = scores.reduce(0) { $0 + $1.minimal }
    let judged = scores.filter { $0.mutation.minimal != nil }.reduce(0) { $0 + $1.caught }
    let always = scores.filter { $0.caught == $0.seeds }.count
    let times = scores.flatMap(\.times).sorted()
    let median = times.isEmpty ? Duration.zero : times[times.count / 2]
    let milliseconds =
      Double(median.components.attoseconds) / 1e15
      + Double(median.components.seconds) * 1_000
    return "mutant zoo: \(scores.count) mutants × \(scores.first?.seeds ?? 0) seeds: "
      + "caught \(percent(caught, runs)) (\(always)/\(scores.count) in every seed), "
      + "minimal \(percent(minimal, max(judged, 1))) of \(judged) with a known minimum, "
      + "median time to a shrunk counterexample \((milliseconds * 10).rounded() / 10) ms"
  }

  private static func percent(_ part: Int, _ whole: Int) -> String {
    "\((Double(part) / Double(whole) * 1_000).rounded() / 10)%"
  }
}

import Foundation

/// Runs several targets at once and reports them: what both
/// `swift package fuzz` and `make fuzz` end with.
package struct Campaign: Sendable {
  /// The targets.
  package var jobs: [FuzzJob]
  /// How long each runs.
  package var seconds: Int
  /// libFuzzer processes in all, shared among the targets (each gets at
  /// least one).
  package var workers: Int
  /// Whether each target goes on after a finding (see ``JobRunner/keepGoing``).
  package var keepGoing: Bool

  /// Creates a campaign.
  package init(jobs: [FuzzJob], seconds: Int, workers: Int, keepGoing: Bool = false) {
    self.jobs = jobs
    self.seconds = seconds
    self.workers = workers
    self.keepGoing = keepGoing
  }

  /// How many processes target `index` gets: `workers` shared as evenly as
  /// possible, the first targets taking the remainder, at least one each.
  /// - Parameter index: the target's position.
  /// - Returns: its share.
  package func share(_ index: Int) -> Int {
    let count = max(jobs.count, 1)
    return max(1, workers / count + (index < workers % count ? 1 : 0))
  }

  /// Runs every target at the same time.
  /// - Returns: one run per job, in the order of ``jobs``.
  package func run() async -> [TargetRun] {
    await withTaskGroup(of: (Int, TargetRun).self) { group in
      for (index, job) in jobs.enumerated() {
        let runner = JobRunner(seconds: seconds, workers: share(index), keepGoing: keepGoing)
        group.addTask { (index, await runner.run(job)) }
      }
      var runs: [(Int, TargetRun)] = []
      for await run in group { runs.append(run) }
      return runs.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

  /// The number of cores this machine has online.
  package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }
}

import Foundation
import IrisCheckCore

/// A six-case navigation intent, as an app's link codec reads and writes it.
public enum Intent: Equatable, Sendable {
  case inbox
  case thread(id: Int)
  case search(query: String)
  case compose(draft: Int?)
  case settings(section: Int)
  case profile(name: String)
}

/// The workload of issue 24: a round-trip property over a six-case intent,
/// 20,000 examples, seed 1, and the timing every figure uses.
public enum IntentWorkload {
  /// Examples per run.
  public static let examples = 20_000

  /// How each run is configured: what a user writes.
  public static let configuration = Configuration(examples: examples, seed: 1)

  /// Intents: every case, with small ids and alphanumeric text.
  public static let intents: Gen<Intent> = .oneOf(
    .just(.inbox),
    Gen.int(in: 0...9_999).map { .thread(id: $0) },
    Gen.string(from: .alphanumeric, length: 0...12).map { .search(query: $0) },
    Gen<Int?>.optional(.int(in: 0...999)).map { .compose(draft: $0) },
    Gen.int(in: 0...7).map { .settings(section: $0) },
    Gen.string(from: .alphanumeric, length: 1...12).map { .profile(name: $0) }
  )

  /// The intent as a link path.
  /// - Parameter intent: the intent.
  /// - Returns: its text, such as `thread/42`.
  public static func print(_ intent: Intent) -> String {
    switch intent {
    case .inbox: "inbox"
    case .thread(let id): "thread/\(id)"
    case .search(let query): "search?q=\(query)"
    case .compose(let draft): draft.map { "compose/\($0)" } ?? "compose"
    case .settings(let section): "settings/\(section)"
    case .profile(let name): "profile/\(name)"
    }
  }

  /// Reads a link path back.
  /// - Parameter text: the text.
  /// - Returns: the intent, or `nil` for text no intent prints.
  public static func parse(_ text: String) -> Intent? {
    if text == "inbox" { return .inbox }
    if text == "compose" { return .compose(draft: nil) }
    if let query = text.dropPrefix("search?q=") { return .search(query: query) }
    let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "thread": return Int(parts[1]).map { .thread(id: $0) }
    case "compose": return Int(parts[1]).map { .compose(draft: $0) }
    case "settings": return Int(parts[1]).map { .settings(section: $0) }
    case "profile": return .profile(name: parts[1])
    default: return nil
    }
  }

  /// Whether the intent survives printing and parsing.
  /// - Parameter intent: the intent.
  /// - Returns: `parse(print(intent)) == intent`.
  public static func roundTrips(_ intent: Intent) -> Bool {
    parse(print(intent)) == intent
  }

  /// Times `body`, one run of ``examples`` examples, `rounds` times in the
  /// caller's isolation, and returns the best rate.
  /// - Parameters:
  ///   - rounds: how many runs.
  ///   - body: one run.
  /// - Returns: examples per second of the fastest run.
  public nonisolated(nonsending) static func examplesPerSecond(
    rounds: Int, _ body: nonisolated(nonsending) () async -> Void
  ) async -> Double {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    for _ in 0..<rounds {
      let start = clock.now
      await body()
      best = min(best, clock.now - start)
    }
    let (seconds, attoseconds) = best.components
    return Double(examples) / (Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// One timed case: its figure's name, and its rate over some runs.
  public typealias Workload = (name: String, rate: (_ runs: Int) async -> Double)

  /// Times cases that take turns, three rounds of two runs each, and
  /// prints each case's best rate, then the ratio of each odd case to the
  /// even one before it (a `@MainActor` case to its nonisolated twin), so a
  /// ratio compares runs made in the same seconds.
  /// - Parameters:
  ///   - prefix: the figures' common prefix, such as `swiftTesting`.
  ///   - workloads: the cases, in pairs: nonisolated, then `@MainActor`.
  public nonisolated(nonsending) static func printFigures(
    _ prefix: String, _ workloads: [Workload]
  ) async {
    var best = [Double](repeating: 0, count: workloads.count)
    for _ in 0..<3 {
      for (index, workload) in workloads.enumerated() {
        best[index] = max(best[index], await workload.rate(2))
      }
    }
    for (index, workload) in workloads.enumerated() {
      report("\(prefix).\(workload.name)", best[index], "examples/s")
    }
    for pair in stride(from: 0, to: workloads.count - 1, by: 2) {
      let name = workloads[pair + 1].name
      report("\(prefix).\(name).ratio", best[pair + 1] / best[pair] * 100, "%")
    }
  }

  /// Prints one figure as `name: value unit`, the format `make bench` reads.
  /// - Parameters:
  ///   - name: the figure's name.
  ///   - value: its value.
  ///   - unit: its unit.
  public static func report(_ name: String, _ value: Double, _ unit: String) {
    Swift.print("\(name): \(String(format: "%.1f", value)) \(unit)")
  }
}

extension String {
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}

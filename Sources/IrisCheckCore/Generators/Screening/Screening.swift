import Foundation

/// A generator's screen prefixes and, once completed, its screens (see
/// ``Gen/partScreens``).
final class Screening: @unchecked Sendable {
  /// A generator's completed screens: as a part (its simplest value
  /// included) and for the runner (without it).
  struct Lists {
    var parts: [[UInt64]]
    var runner: [[UInt64]]
  }

  // NB: generators are shared across tasks, so the cache is locked.
  private let lock = NSLock()
  private let prefixes: @Sendable () -> [[UInt64]]
  private var cached: Lists?

  /// Creates the screening of a generator.
  /// - Parameter prefixes: the choice prefixes of its part screens.
  init(_ prefixes: @escaping @Sendable () -> [[UInt64]]) {
    self.prefixes = prefixes
  }

  /// The completed screens of `gen`, the generator this screening belongs
  /// to, completing the prefixes on first use.
  /// - Parameter gen: the generator, to complete each prefix.
  /// - Returns: the screens, at most ``Gen/maxScreens`` of each list.
  func value<Value>(of gen: Gen<Value>) -> Lists {
    if let cached = lock.withLock({ cached }) { return cached }
    var seen = Set<[UInt64]>()
    var parts: [[UInt64]] = []
    for prefix in prefixes() where parts.count < Gen<Value>.maxScreens {
      guard let complete = gen.complete(prefix), seen.insert(complete).inserted else { continue }
      parts.append(complete)
    }
    let lists = Lists(parts: parts, runner: parts.filter { $0.contains { $0 != 0 } })
    lock.withLock { cached = lists }
    return lists
  }

  /// The screens of several parts in a fair share of `limit`, in order.
  ///
  /// Every part keeps its first `share` screens, `share` the largest number
  /// that fits (a part with fewer keeps them all), and the slots still free
  /// go one each to the first parts that have more.
  /// - Parameters:
  ///   - parts: each part's screens, most hostile first.
  ///   - limit: the most screens in all.
  /// - Returns: the kept screens, part by part.
  static func fairShare(_ parts: [[[UInt64]]], limit: Int) -> [[UInt64]] {
    let counts = parts.map(\.count)
    guard counts.reduce(0, +) > limit else { return parts.flatMap { $0 } }
    func total(_ share: Int) -> Int { counts.reduce(0) { $0 + Swift.min($1, share) } }
    var share = 0
    var high = counts.max() ?? 0
    while share < high {
      let middle = (share + high + 1) / 2
      if total(middle) <= limit { share = middle } else { high = middle - 1 }
    }
    var spare = limit - total(share)
    var result: [[UInt64]] = []
    for part in parts {
      var kept = Swift.min(part.count, share)
      if spare > 0, part.count > share {
        kept += 1
        spare -= 1
      }
      result += part.prefix(kept)
    }
    return result
  }
}

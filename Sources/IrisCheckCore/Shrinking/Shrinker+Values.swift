// Value passes: keep the length, make choices smaller.
extension Shrinker {
  /// Sets every choice of a span to `0`, largest spans first.
  nonisolated(nonsending) func zeroSpans() async {
    var index = 0
    while !isBudgetExhausted {
      let spans = spansByStart
      guard index < spans.count else { return }
      let range = spans[index].range
      index += 1
      var candidate = values
      guard range.upperBound <= candidate.count,
        candidate[range].contains(where: { $0 != 0 })
      else { continue }
      candidate.replaceSubrange(range, with: repeatElement(0, count: range.count))
      _ = await consider(candidate)
    }
  }

  /// Minimises each choice on its own with ``IntegerMinimizer``.
  nonisolated(nonsending) func minimizeChoices() async {
    var index = 0
    while !isBudgetExhausted, index < values.count {
      let position = index
      index += 1
      let initial = values[position]
      guard initial > 0 else { continue }
      _ = await IntegerMinimizer.minimize(initial) { value in
        var candidate = self.values
        guard position < candidate.count else { return false }
        candidate[position] = value
        return await self.consider(candidate)
      }
    }
  }

  /// The values below which ``scanSmallChoices()`` tries every choice: the
  /// size of an alphabet's plain part (printable ASCII is 95).
  static let smallChoiceLimit: UInt64 = 128

  /// Tries every smaller value below ``smallChoiceLimit`` for each choice
  /// below twice that, lowest first.
  ///
  /// NB: binary search assumes that a failure at `v` means failures above
  /// it, which fails for characters: a bug on whitespace fails at U+00A0
  /// (choice ~119) and at `" "` (62) but not between, so the search stops
  /// at U+00A0. This pass finds the simplest character that still fails,
  /// ASCII first. Sequences longer than ``pairPassLimit`` are skipped.
  nonisolated(nonsending) func scanSmallChoices() async {
    var index = 0
    while !isBudgetExhausted, index < values.count, values.count <= Self.pairPassLimit {
      let position = index
      index += 1
      let initial = values[position]
      // NB: a choice at 256 or more is a number, not a character of an
      // alphabet's first few hundred; scanning it would only cost.
      guard initial > 3, initial < 2 * Self.smallChoiceLimit else { continue }
      for value in 3..<min(initial, Self.smallChoiceLimit) where !isBudgetExhausted {
        var candidate = values
        guard position < candidate.count, candidate[position] == initial else { break }
        candidate[position] = value
        if await consider(candidate) { break }
      }
    }
  }

  /// Lowers every occurrence of an equal non-zero choice together, so that
  /// values the property needs equal (`x == y`) shrink as one.
  nonisolated(nonsending) func lowerDuplicates() async {
    var positionsByValue: [UInt64: [Int]] = [:]
    for (position, value) in values.enumerated() where value > 0 {
      positionsByValue[value, default: []].append(position)
    }
    let groups = positionsByValue.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    for positions in groups where !isBudgetExhausted {
      var shared = values[positions[0]]
      _ = await IntegerMinimizer.minimize(shared) { value in
        var candidate = self.values
        for position in positions {
          guard position < candidate.count, candidate[position] == shared else { return false }
          candidate[position] = value
        }
        guard await self.consider(candidate) else { return false }
        shared = value
        return true
      }
    }
  }

  /// The longest sequence the pair passes run on; longer sequences are
  /// left to deletion first, which is far cheaper per evaluation.
  static let pairPassLimit = 256

  /// The nearby pairs `(i, j)`, `i < j < i + 9`, with `values[i] > 0` (and
  /// `values[j] > 0` unless `allowingZeroSecond`); bounded so pair passes
  /// cost linear time in the sequence length.
  func nearbyPairs(allowingZeroSecond: Bool = false) -> [(Int, Int)] {
    let count = values.count
    var pairs: [(Int, Int)] = []
    for first in 0..<count where values[first] > 0 {
      for second in (first + 1)..<min(count, first + 9)
      where allowingZeroSecond || values[second] > 0 {
        pairs.append((first, second))
      }
    }
    return pairs
  }

  /// Lowers two nearby choices by the same amount, for properties that need
  /// a fixed difference between two values.
  nonisolated(nonsending) func lowerPairsTogether() async {
    guard values.count <= Self.pairPassLimit else { return }
    for (first, second) in nearbyPairs() where !isBudgetExhausted {
      guard second < values.count else { return }
      let left = values[first]
      let right = values[second]
      let room = min(left, right)
      guard room > 0 else { continue }
      _ = await IntegerMinimizer.minimize(room) { remaining in
        var candidate = self.values
        guard second < candidate.count, candidate[first] == left, candidate[second] == right
        else { return false }
        candidate[first] = left - (room - remaining)
        candidate[second] = right - (room - remaining)
        return await self.consider(candidate)
      }
    }
  }

  /// Moves value from an earlier choice to a later one: the earlier choice is
  /// lowered and the later raised by the same amount, or else to its largest
  /// permitted value (the engine clamps it to its bound).
  ///
  /// The result is simpler because the earlier position decides shortlex;
  /// later passes then lower the raised choice again as far as it can go.
  nonisolated(nonsending) func redistributePairs() async {
    guard values.count <= Self.pairPassLimit else { return }
    for (first, second) in nearbyPairs(allowingZeroSecond: true) where !isBudgetExhausted {
      guard second < values.count else { return }
      let left = values[first]
      let right = values[second]
      _ = await IntegerMinimizer.minimize(left) { lowered in
        var candidate = self.values
        guard second < candidate.count, candidate[first] == left, candidate[second] == right
        else { return false }
        candidate[first] = lowered
        let (raised, overflow) = right.addingReportingOverflow(left - lowered)
        candidate[second] = overflow ? .max : raised
        if await self.consider(candidate) { return true }
        guard !overflow else { return false }
        candidate = self.values
        guard candidate[first] == left, candidate[second] == right else { return false }
        candidate[first] = lowered
        candidate[second] = .max
        return await self.consider(candidate)
      }
    }
  }
}

import IrisCheck
import Testing

/// Shrinker tests start from a literal choice sequence, with a predicate over
/// sequences standing in for the engine, and assert the exact minimum.
struct ShrinkerTests {
  /// A fake engine that records every evaluation.
  ///
  /// Every choice has bound `bound` (larger proposals are clamped, as
  /// `ReplaySource` does), `isInteresting` decides, spans come from `spans`.
  final class Engine {
    let bound: UInt64
    let isInteresting: ([UInt64]) -> Bool
    let spans: ([UInt64]) -> [ChoiceSpan]
    private(set) var evaluated: [[UInt64]] = []

    init(
      bound: UInt64 = 10_000,
      spans: @escaping ([UInt64]) -> [ChoiceSpan] = { _ in [] },
      _ isInteresting: @escaping ([UInt64]) -> Bool
    ) {
      self.bound = bound
      self.isInteresting = isInteresting
      self.spans = spans
    }

    func shrink(_ initial: [UInt64], limits: ShrinkLimits = ShrinkLimits()) async -> Shrinker {
      let shrinker = Shrinker(
        initial: ShrinkOutcome(
          isInteresting: true, sequence: ChoiceSequence(initial), spans: spans(initial)),
        limits: limits
      ) { sequence in
        self.evaluated.append(sequence.values)
        let recorded = sequence.values.map { min($0, self.bound) }
        return ShrinkOutcome(
          isInteresting: self.isInteresting(recorded), sequence: ChoiceSequence(recorded),
          spans: self.spans(recorded))
      }
      _ = await shrinker.shrink()
      return shrinker
    }
  }

  // MARK: - Deletion and values

  @Test func sumAtLeastTenShrinksToSingleTen() async {
    let engine = Engine { $0.reduce(0, +) >= 10 }
    let shrinker = await engine.shrink([9, 9, 9])
    #expect(shrinker.current.sequence == ChoiceSequence([10]))
  }

  @Test func everyChoiceZeroedWhenOnlyLengthMatters() async {
    let engine = Engine { $0.count >= 4 }
    let shrinker = await engine.shrink([7, 300, 2, 9, 41, 5])
    #expect(shrinker.current.sequence == ChoiceSequence([0, 0, 0, 0]))
  }

  @Test func thresholdIsFoundByBinarySearch() async {
    let engine = Engine(bound: .max) { $0.count == 1 && $0[0] >= 1_000 }
    let shrinker = await engine.shrink([UInt64.max])
    #expect(shrinker.current.sequence == ChoiceSequence([1_000]))
    #expect(shrinker.evaluations < 80)
  }

  // MARK: - Duplicates and pairs

  @Test func equalChoicesAreLoweredTogether() async {
    // NB: three equal choices further apart than the pair passes reach, so
    // only the duplicates pass can lower them.
    let engine = Engine { $0.count == 12 && $0[0] == $0[5] && $0[0] == $0[11] && $0[0] >= 5 }
    var initial = [UInt64](repeating: 0, count: 12)
    for position in [0, 5, 11] { initial[position] = 50 }
    let shrinker = await engine.shrink(initial)
    var minimal = [UInt64](repeating: 0, count: 12)
    for position in [0, 5, 11] { minimal[position] = 5 }
    #expect(shrinker.current.sequence == ChoiceSequence(minimal))
  }

  @Test func fixedDifferenceIsKeptWhileLowering() async {
    let engine = Engine { $0.count == 2 && $0[0] >= 9 && $0[0] == $0[1] + 1 }
    let shrinker = await engine.shrink([522, 521])
    #expect(shrinker.current.sequence == ChoiceSequence([9, 8]))
  }

  @Test func valueMovesToLaterChoiceToLowerEarlierOne() async {
    let engine = Engine { $0.count == 2 && $0[0] + $0[1] >= 100 }
    let shrinker = await engine.shrink([60, 60])
    #expect(shrinker.current.sequence == ChoiceSequence([0, 100]))
  }

  // MARK: - Descendants

  /// Parses the choices as one node of a strict little grammar.
  ///
  /// `[0, v]` is a leaf holding `v`; `[k, node, 0 × k]` with `k > 0` wraps a
  /// node in `k` padding choices. Returns the leaves and, per node, its span
  /// (label 300), or `nil` when the choices are not exactly one node.
  static func parseWrapped(_ values: [UInt64]) -> (leaves: [UInt64], spans: [ChoiceSpan])? {
    var spans: [ChoiceSpan] = []
    var leaves: [UInt64] = []
    func node(at start: Int, depth: Int) -> Int? {
      guard start < values.count else { return nil }
      let kind = Int(values[start])
      var end: Int
      if kind == 0 {
        guard start + 1 < values.count else { return nil }
        leaves.append(values[start + 1])
        end = start + 2
      } else {
        guard let inner = node(at: start + 1, depth: depth + 1), inner + kind <= values.count,
          values[inner..<inner + kind].allSatisfy({ $0 == 0 })
        else { return nil }
        end = inner + kind
      }
      spans.append(ChoiceSpan(start: start, end: end, label: 300, depth: depth))
      return end
    }
    guard node(at: 0, depth: 0) == values.count else { return nil }
    return (leaves, spans)
  }

  @Test func aNestedValueOfTheSameKindReplacesItsAncestor() async {
    // NB: lowering the wrapper's count or deleting padding alone breaks the
    // grammar, so only putting the inner leaf in the wrapper's place works.
    let engine = Engine(spans: { Self.parseWrapped($0)?.spans ?? [] }) {
      Self.parseWrapped($0)?.leaves.contains { $0 >= 5 } == true
    }
    let shrinker = await engine.shrink([3, 2, 0, 9, 0, 0, 0, 0, 0])
    #expect(shrinker.current.sequence == ChoiceSequence([0, 5]))
  }

  // MARK: - Moving

  /// Parses the choices as a list of values that may refer back, or `nil`.
  ///
  /// Each value is a collection element: a "more" flag `1`, then `[0, a, b]` (the value `10a + b`)
  /// or `[1, k]` (the `k`-th value back, modulo how many came before; none is not a list); a flag
  /// `0` ends the list. Spans: each element (label 1, a collection element's) and each value in it
  /// (label 300).
  static func parseReferring(_ values: [UInt64]) -> (values: [UInt64], spans: [ChoiceSpan])? {
    var list: [UInt64] = []
    var spans: [ChoiceSpan] = []
    var index = 0
    while index < values.count, values[index] == 1 {
      let start = index + 1
      guard start + 1 < values.count else { return nil }
      if values[start] == 0, start + 2 < values.count {
        list.append(10 * values[start + 1] + values[start + 2])
        index = start + 3
      } else if values[start] == 1, !list.isEmpty {
        list.append(list[list.count - 1 - Int(values[start + 1] % UInt64(list.count))])
        index = start + 2
      } else {
        return nil
      }
      spans.append(ChoiceSpan(start: start - 1, end: index, label: 1, depth: 0))
      spans.append(ChoiceSpan(start: start, end: index, label: 300, depth: 1))
    }
    guard index == values.count - 1, values[index] == 0 else { return nil }
    return (list, spans)
  }

  @Test func aValueALaterOneRefersToMovesOntoIt() async {
    // NB: [11, 0, 11], the last one a reference to the first: deleting the first makes the
    // reference read 0, and neither sorting nor lowering keeps the last value 11 with fewer values.
    let engine = Engine(spans: { Self.parseReferring($0)?.spans ?? [] }) {
      guard let list = Self.parseReferring($0)?.values else { return false }
      return list.last == 11 && list.dropLast().contains(0)
    }
    let shrinker = await engine.shrink([1, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0])
    #expect(shrinker.current.sequence == ChoiceSequence([1, 0, 0, 0, 1, 0, 1, 1, 0]))
  }

  /// The element spans (label 1, from each "more" flag `1`) of a list whose elements
  /// `element(at:)` parses, returning where each ends; `nil` unless a flag `0` ends the list and
  /// the choices.
  static func parseList(_ values: [UInt64], element: (Int) -> Int?) -> [ChoiceSpan]? {
    var spans: [ChoiceSpan] = []
    var index = 0
    while index < values.count, values[index] == 1 {
      guard let end = element(index + 1) else { return nil }
      spans.append(ChoiceSpan(start: index, end: end, label: 1, depth: 0))
      index = end
    }
    guard index == values.count - 1, values[index] == 0 else { return nil }
    return spans
  }

  /// Parses the choices as a list of links and taps whose values may refer back, or `nil`.
  ///
  /// Each element is a "more" flag `1`, then a step (label 301): a tap flag, a value (label 300)
  /// as in ``parseReferring(_:)``, then a flag `1` and a nested step (a continuation) or `0`. A
  /// flag `0` ends the list.
  static func parseRoutes(
    _ values: [UInt64]
  ) -> (routes: [(tap: Bool, value: UInt64)], spans: [ChoiceSpan])? {
    var routes: [(tap: Bool, value: UInt64)] = []
    var spans: [ChoiceSpan] = []
    func step(at index: Int, depth: Int) -> Int? {
      guard index + 3 < values.count, values[index] <= 1 else { return nil }
      let start = index + 1
      var end: Int
      if values[start] == 0 {
        routes.append((values[index] == 1, 10 * values[start + 1] + values[start + 2]))
        end = start + 3
      } else if values[start] == 1, !routes.isEmpty {
        let back = Int(values[start + 1] % UInt64(routes.count))
        routes.append((values[index] == 1, routes[routes.count - 1 - back].value))
        end = start + 2
      } else {
        return nil
      }
      spans.append(ChoiceSpan(start: start, end: end, label: 300, depth: depth + 1))
      guard end < values.count, values[end] <= 1 else { return nil }
      if values[end] == 1 {
        guard let inner = step(at: end + 1, depth: depth + 1) else { return nil }
        end = inner
      } else {
        end += 1
      }
      spans.append(ChoiceSpan(start: index, end: end, label: 301, depth: depth))
      return end
    }
    guard let elements = parseList(values, element: { step(at: $0, depth: 1) }) else { return nil }
    return (routes, spans + elements)
  }

  /// Whether the last route is a tap of 11 and an earlier one a link of 0.
  static func tapsElevenAfterALinkOfZero(_ values: [UInt64]) -> Bool {
    guard let routes = parseRoutes(values)?.routes, let last = routes.last else { return false }
    return last.tap && last.value == 11 && routes.dropLast().contains { !$0.tap && $0.value == 0 }
  }

  @Test func aValueMovesOutOfItsStepOntoALaterStepThatRefersToIt() async {
    // NB: link 11, link 0, tap (the value two back), three steps: moving the first step whole
    // onto the tap makes it a link, and moving its value alone leaves a step without one; only
    // the value moved with its step deleted keeps the tap a tap of 11. The minimum is one step:
    // link 0, then the tap as its continuation.
    let engine = Engine(spans: { Self.parseRoutes($0)?.spans ?? [] }) {
      Self.tapsElevenAfterALinkOfZero($0)
    }
    let shrinker = await engine.shrink([1, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0])
    #expect(shrinker.current.sequence == ChoiceSequence([1, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0]))
  }

  @Test func aValueMovesOntoARefererInItsOwnStepsContinuation() async {
    // NB: one step: link 11, then link 0, then a tap of the value two back, each the previous
    // one's continuation. The value moved, its step is replaced by the continuation holding the
    // tap.
    let engine = Engine(spans: { Self.parseRoutes($0)?.spans ?? [] }) {
      Self.tapsElevenAfterALinkOfZero($0)
    }
    let shrinker = await engine.shrink([1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0])
    #expect(shrinker.current.sequence == ChoiceSequence([1, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0]))
  }

  /// A step of ``parseSteps(_:)``: a route, a pause, or a restore.
  enum StepEvent: Equatable {
    case route(UInt64)
    case pause
    case restore
  }

  /// Parses the choices as a list of steps, or `nil`.
  ///
  /// Each element is a "more" flag `1`, then a step (label 301): `1`, a restore; or `0`, a route
  /// of two digits, then `0` or `1`, a pause choice and a nested step (a continuation). A flag
  /// `0` ends the list.
  static func parseSteps(_ values: [UInt64]) -> (events: [StepEvent], spans: [ChoiceSpan])? {
    var events: [StepEvent] = []
    var spans: [ChoiceSpan] = []
    func step(at start: Int, depth: Int) -> Int? {
      guard start < values.count else { return nil }
      var end = start + 1
      if values[start] == 1 {
        events.append(.restore)
      } else if values[start] == 0, start + 3 < values.count, values[start + 3] <= 1 {
        events.append(.route(10 * values[start + 1] + values[start + 2]))
        end = start + 4
        if values[start + 3] == 1 {
          events.append(.pause)
          guard let inner = step(at: start + 5, depth: depth + 1) else { return nil }
          end = inner
        }
      } else {
        return nil
      }
      spans.append(ChoiceSpan(start: start, end: end, label: 301, depth: depth))
      return end
    }
    guard let elements = parseList(values, element: { step(at: $0, depth: 1) }) else { return nil }
    return (events, spans + elements)
  }

  @Test func aLaterStepTakesTheNestedPlaceOfAnEarlierOne() async {
    // NB: route 5, then a pause and its continuation, route 0; then a restore. The failure needs
    // route 5, a pause after it, and a restore last (as a burst needs a link, the yield its
    // continuation begins with, and a restore): deleting either step, or the continuation, loses
    // it; only the restore's step moved into the nested step's place, its element deleted,
    // keeps it.
    let engine = Engine(spans: { Self.parseSteps($0)?.spans ?? [] }) { values in
      guard let events = Self.parseSteps(values)?.events, events.last == .restore,
        let route = events.firstIndex(of: .route(5)),
        events[route...].dropLast().contains(.pause)
      else { return false }
      return true
    }
    let shrinker = await engine.shrink([1, 0, 0, 5, 1, 0, 0, 0, 0, 0, 1, 1, 0])
    #expect(shrinker.current.sequence == ChoiceSequence([1, 0, 0, 5, 1, 0, 1, 0]))
  }

  // MARK: - Ordering

  @Test func siblingSpansAreSorted() async {
    let spans: ([UInt64]) -> [ChoiceSpan] = { values in
      (0..<values.count).map { ChoiceSpan(start: $0, end: $0 + 1, label: 1, depth: 0) }
    }
    let engine = Engine(spans: spans) { $0.sorted() == [1, 2, 3] }
    let shrinker = await engine.shrink([3, 1, 2])
    #expect(shrinker.current.sequence == ChoiceSequence([1, 2, 3]))
  }

  @Test func spanDeletionRemovesWholeElements() async {
    // Pairs (flag, value); interesting while some pair holds a value >= 7.
    let spans: ([UInt64]) -> [ChoiceSpan] = { values in
      stride(from: 0, to: values.count - 1, by: 2).map {
        ChoiceSpan(start: $0, end: $0 + 2, label: 1, depth: 0)
      }
    }
    let engine = Engine(spans: spans) { values in
      values.count % 2 == 0 && stride(from: 1, to: values.count, by: 2).contains { values[$0] >= 7 }
    }
    let shrinker = await engine.shrink([1, 3, 1, 9, 1, 2, 1, 8])
    #expect(shrinker.current.sequence == ChoiceSequence([0, 7]))
  }

  // MARK: - Contract

  @Test func noSequenceIsEvaluatedTwice() async {
    let engine = Engine { $0.reduce(0, +) >= 10 }
    _ = await engine.shrink([9, 9, 9, 4, 4])
    #expect(Set(engine.evaluated).count == engine.evaluated.count)
  }

  @Test func onlyStrictlySimplerSequencesAreProposed() async {
    let initial = ChoiceSequence([5, 5, 5])
    let engine = Engine { $0.reduce(0, +) >= 3 }
    _ = await engine.shrink(initial.values)
    #expect(engine.evaluated.allSatisfy { ChoiceSequence($0) < initial })
  }

  @Test func longerRecordedSequenceIsNotAdopted() async {
    let shrinker = Shrinker(
      initial: ShrinkOutcome(isInteresting: true, sequence: ChoiceSequence([3]))
    ) { _ in ShrinkOutcome(isInteresting: true, sequence: ChoiceSequence([0, 0])) }
    let result = await shrinker.shrink()
    #expect(result.sequence == ChoiceSequence([3]))
    #expect(shrinker.steps == 0)
  }

  @Test func stepBudgetStopsShrinking() async {
    let engine = Engine { $0.reduce(0, +) >= 10 }
    let shrinker = await engine.shrink([9, 9, 9], limits: ShrinkLimits(maxShrinks: 1))
    #expect(shrinker.steps == 1)
    #expect(shrinker.exhaustedLimit == .steps)
    #expect(shrinker.current.sequence != ChoiceSequence([10]))
  }

  @Test func zeroTimeLimitStopsBeforeAnyEvaluation() async {
    let engine = Engine { _ in true }
    let shrinker = await engine.shrink([4, 4], limits: ShrinkLimits(timeLimit: .zero))
    #expect(shrinker.exhaustedLimit == .time)
    #expect(engine.evaluated.isEmpty)
  }

  @Test func zeroStepBudgetKeepsInitialCase() async {
    let engine = Engine { _ in true }
    let shrinker = await engine.shrink([4, 4], limits: ShrinkLimits(maxShrinks: 0))
    #expect(shrinker.current.sequence == ChoiceSequence([4, 4]))
    #expect(engine.evaluated.isEmpty)
  }
}

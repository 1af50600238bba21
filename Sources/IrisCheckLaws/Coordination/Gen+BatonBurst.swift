import IrisCheckCore

extension Gen {
  /// Bursts of baton events, drawn so that the races of latest-wins and handoffs are common.
  ///
  /// **Distribution.** Each burst leaves out each of mounts, pops, dismisses, restores and cancels
  /// one time in four (swarm testing), then draws `count` steps weighted route 6 (fresh or, as
  /// often, one of the last four intents), wait 5, mount 6, pop 2, cancel 2, dismiss 1, restore 1.
  /// A mount is mostly followed by a remount, or a link and a second mount in one turn; a route by
  /// a gap (a yield 3 in 5) and a continuation, up to two deep. One route in three is a tap.
  ///
  /// **Shrinking.** Choice `0` is always the simplest: shrinking deletes steps, cuts patterns to
  /// their first event, puts a continuation in its step's place, moves an intent onto a later route
  /// that repeats it (deleting its step), simplifies intents and gaps.
  /// - Parameters:
  ///   - intents: the user's intent generator.
  ///   - count: how many steps; defaults to `0...24`. Use up to hundreds.
  ///   - gaps: the waits to draw from, simplest first.
  ///   - taps: whether to draw taps.
  ///   - restores: whether to draw restores.
  public static func batonBurst<Intent>(
    intents: Gen<Intent>,
    count: ClosedRange<Int> = 0...24,
    gaps: [Duration] = BatonBurst<Intent>.defaultGaps,
    taps: Bool = true,
    restores: Bool = true
  ) -> Gen<BatonBurst<Intent>> where Value == BatonBurst<Intent> {
    precondition(!gaps.isEmpty, "Gen.batonBurst needs at least one gap")
    let parts = BurstParts(intents: intents, gaps: gaps, taps: taps, restores: restores)
    let kept = Gen<Int>.int(in: 0...3).map { $0 == 3 ? 1 : 0 }
    let profile = Gen<[Int]>.array(of: kept, count: 5...5).map { bits in
      bits.enumerated().reduce(0) { $0 | $1.element << $1.offset }
    }
    return Gen { recorder throws(GenerationStop) in
      // NB: built per example, so an earlier intent is drawn only if there is one: no dead choices.
      let steps = parts.step(leavingOut: try profile.generate(recorder), history: RouteHistory())
      let drawn = try Gen<[[BatonBurst<Intent>.Event]]>.array(of: steps, count: count)
        .generate(recorder)
      return BatonBurst(Array(drawn.joined()))
    }
  }
}

/// The intents routed so far in the burst being drawn (`@unchecked Sendable`: on one thread).
final class RouteHistory<Intent>: @unchecked Sendable {
  var intents: [Intent] = []
}

struct BurstParts<Intent: Sendable>: Sendable {
  let intents: Gen<Intent>
  let tap: Gen<Bool>
  let gap: Gen<Duration>
  let longest: Duration
  let restores: Bool
  let index = Gen<Int>.int(in: 0...7)

  init(intents: Gen<Intent>, gaps: [Duration], taps: Bool, restores: Bool) {
    self.intents = intents
    self.restores = restores
    tap = taps ? .frequency((2, .just(false)), (1, .just(true))) : .just(false)
    gap = .element(of: gaps)
    longest = gaps.max() ?? .zero
  }

  /// A link or tap (its flag drawn first) of a fresh intent or, `again` times as often, of one of
  /// the last four intents in `history` (fresh while it is empty), recorded in `history`.
  ///
  /// NB: the intent's choices, from the choice of fresh or again, are labelled ``intentLabel``: the
  /// shrinker moves an intent onto a later route that repeats it, keeping that route's flag.
  func route(_ history: RouteHistory<Intent>, again weight: Int) -> Gen<BatonBurst<Intent>.Event> {
    let back = Gen<Int>.int(in: 0...3)
    let repeated = Gen<Intent> { [intents] recorder throws(GenerationStop) in
      guard !history.intents.isEmpty else { return try intents.generate(recorder) }
      let k = try back.generate(recorder)
      return history.intents[history.intents.count - 1 - k % history.intents.count]
    }
    let intent = Gen<Intent>.frequency((1, intents), (weight, repeated))
    return Gen { [tap] recorder throws(GenerationStop) in
      let isTap = try tap.generate(recorder)
      let drawn = try intent.generate(recorder, label: Self.intentLabel)
      history.intents.append(drawn)
      return isTap ? .tap(drawn) : .link(drawn)
    }
  }

  /// Labels a route's intent.
  static var intentLabel: UInt64 { 0x494E_5445_4E54 }

  /// Labels a step's span, so the shrinker can put a continuation in its step's place.
  static var stepLabel: UInt64 { 0x4241_544F_4E }

  static var continuationDepth: Int { 2 }

  /// One step, with the kinds whose bit is set in `profile` left out.
  ///
  /// NB: steps draw the same choices in the same order at any depth, so a continuation's choices
  /// replayed in its ancestor's place mean the same events.
  func step(
    leavingOut profile: Int, history: RouteHistory<Intent>, depth: Int = continuationDepth
  ) -> Gen<[BatonBurst<Intent>.Event]> {
    typealias Event = BatonBurst<Intent>.Event
    let route = self.route(history, again: 1)
    let none = Gen<[Event]>.just([])
    let relink = self.route(history, again: 3)
    let pause = Gen<Duration>.frequency((3, .just(.zero)), (1, gap), (1, .just(longest)))
    let mounted = index.flatMap { index -> Gen<[Event]> in
      Gen<[Event]>.frequency(
        (1, none), (2, pause.map { [.wait($0), .mount(index)] }),
        (4, relink.map { [$0, .mount(index)] })
      ).map { [.mount(index)] + $0 }
    }
    let continuation =
      depth > 0
      ? Gen<(Duration, [Event])>.zip(
        pause, step(leavingOut: profile, history: history, depth: depth - 1)
      )
      .map { [.wait($0.0)] + $0.1 }
      : none
    let followUp = Gen<[Event]>.frequency((1, none), (4, continuation))
    var kinds: [(Int, Gen<[Event]>)] = [
      (6, Gen<(Event, [Event])>.zip(route, followUp).map { [$0.0] + $0.1 }),
      (5, gap.map { [.wait($0)] }),
    ]
    let optional: [(Int, Gen<[Event]>)] = [
      (6, mounted), (2, .just([.pop])), (1, .just([.dismiss])),
      (1, index.map { [.restore($0)] }), (2, .just([.cancel])),
    ]
    for (bit, kind) in optional.enumerated() where profile & (1 << bit) == 0 {
      if bit == 3, !restores { continue }
      kinds.append(kind)
    }
    let step = Gen<[Event]>.frequency(kinds)
    return Gen { recorder throws(GenerationStop) in
      try step.generate(recorder, label: Self.stepLabel)
    }
  }
}

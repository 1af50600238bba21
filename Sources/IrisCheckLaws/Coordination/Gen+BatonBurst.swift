import IrisCheckCore

extension Gen {
  /// Bursts of baton events: links and taps of generated intents, gaps of
  /// virtual time, mounts, pops, dismisses, restores and cancellations,
  /// drawn so that the races of latest-wins and handoffs are common rather
  /// than rare.
  ///
  /// **Distribution.** A burst first draws its *profile* (swarm testing):
  /// for each of mounts, pops, dismisses, restores and cancellations a
  /// choice in `0...3`, where `3` leaves that kind out of the events this
  /// burst's steps start with, so some bursts are dense in links and mounts
  /// and others in going back. Then it draws `count` *steps*. A step starts with one
  /// event, weighted route 6 (a fresh intent, or as often an intent routed
  /// earlier in the burst: the same link again), wait 5, mount 6, pop 2,
  /// cancel 2, and 1 each for dismiss and restore, among the kinds the
  /// profile keeps; after a mount or a route it usually goes on:
  /// - after `mount #k` (6 times in 7): a gap and `mount #k` (2 of 7), the
  ///   screen mounts again, a turn later (the gap is a yield 3 times in 5)
  ///   or once the flow's work has settled, and claims or waits for a
  ///   handoff, or `link · mount #k` (4 of 7), a link (the same intent as an
  ///   earlier one 3 times in 4) and a second mount in the same turn;
  /// - after a route (4 times in 5): a gap, then a continuation, which is
  ///   itself a step (up to two continuations deep). The gap is a yield 3
  ///   times in 5 (the continuation lands mid-hop), the longest gap 1 in 5
  ///   (the flow has settled), otherwise any gap (mid-step, mid-pause,
  ///   mid-drain).
  ///
  /// Routes are links, or taps one time in three when `taps` is `true`.
  /// An earlier intent is the `k`-th most recent one routed (`k` in `0...3`,
  /// modulo how many there are); when none was routed yet, a fresh one.
  ///
  /// **Shrinking.** Every choice maps `0` to the simplest option: every kind
  /// kept, a link of a fresh intent, no pattern after an event, the first
  /// gap (keep it `.zero`), screen `#0`. The steps are an
  /// ``IrisCheckCore/Gen/array(of:count:)``, so shrinking deletes steps,
  /// cuts a pattern back to its first event (one choice to zero), puts a
  /// continuation in the place of the step it continues (every step's span
  /// carries one label of its own), simplifies intents and moves gaps
  /// toward the first; the minimal burst
  /// prints as a short timeline. A lower bound above `0` in `count` forces
  /// the first steps, which then shrink less well.
  /// - Parameters:
  ///   - intents: the user's intent generator.
  ///   - count: how many steps (each one event or, with its patterns and
  ///     continuations, a few); defaults to `0...24`. Use up to hundreds.
  ///   - gaps: the waits to draw from, simplest first; the defaults are a
  ///     yield (`.zero`), 1 ms (mid-step), 150 ms and 300 ms (mid-pause and
  ///     mid-drain for typical pauses) and 2 s (long enough for most flows).
  ///   - taps: whether to draw taps; pass `false` when the coordinator has no
  ///     tap entry point.
  ///   - restores: whether to draw restores; pass `false` when the
  ///     coordinator has no restore (a restore supersedes every flow, so one
  ///     that does nothing would be judged as a broken restore).
  /// - Returns: a generator of bursts.
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
      // NB: the steps are built per example around its own history of
      // routed intents, so an earlier intent is drawn only when there is
      // one (and a fresh intent otherwise): no dead choices to shrink.
      let steps = parts.step(leavingOut: try profile.generate(recorder), history: RouteHistory())
      let drawn = try Gen<[[BatonBurst<Intent>.Event]]>.array(of: steps, count: count)
        .generate(recorder)
      return BatonBurst(Array(drawn.joined()))
    }
  }
}

/// The intents routed so far in the burst being drawn.
///
/// NB: `@unchecked Sendable`: made, written and read inside one generation,
/// on one thread.
final class RouteHistory<Intent>: @unchecked Sendable {
  var intents: [Intent] = []
}

/// The generators a burst's steps are made of.
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

  /// A link or tap of a fresh intent, recorded in `history`.
  func fresh(_ history: RouteHistory<Intent>) -> Gen<BatonBurst<Intent>.Event> {
    Gen<(Bool, Intent)>.zip(tap, intents).map { tap, intent in
      history.intents.append(intent)
      return tap ? .tap(intent) : .link(intent)
    }
  }

  /// A link or tap of the `k`-th most recent intent in `history` (`k` in
  /// `0...3`, modulo how many), or of a fresh intent when there is none.
  func again(_ history: RouteHistory<Intent>) -> Gen<BatonBurst<Intent>.Event> {
    let back = Gen<Int>.int(in: 0...3)
    let fresh = fresh(history)
    return Gen { [tap] recorder throws(GenerationStop) in
      guard !history.intents.isEmpty else { return try fresh.generate(recorder) }
      let isTap = try tap.generate(recorder)
      let k = try back.generate(recorder)
      let intent = history.intents[history.intents.count - 1 - k % history.intents.count]
      history.intents.append(intent)
      return isTap ? .tap(intent) : .link(intent)
    }
  }

  /// The label of a step's span, so the shrinker can put a continuation
  /// (a step itself) in the place of the step it continues.
  static var stepLabel: UInt64 { 0x4241_544F_4E }

  /// How many continuations may follow one another in one step.
  static var continuationDepth: Int { 2 }

  /// One step: an event and, after a route, often a gap and a continuation
  /// (itself a step, up to ``continuationDepth`` deep), with the kinds
  /// whose bit is set in `profile` left out.
  ///
  /// NB: every step draws the same choices in the same order whatever its
  /// depth (a continuation at the last depth draws its flag and ignores
  /// it), so a continuation's choices replayed in its ancestor's place mean
  /// the same events: the shrinker's pass to descendants then turns
  /// "route `.home`, yield, route `.page("a")`" into "route `.page("a")`".
  func step(
    leavingOut profile: Int, history: RouteHistory<Intent>, depth: Int = continuationDepth
  ) -> Gen<[BatonBurst<Intent>.Event]> {
    typealias Event = BatonBurst<Intent>.Event
    let fresh = fresh(history)
    let again = again(history)
    let route = Gen<Event>.frequency((1, fresh), (1, again))
    let none = Gen<[Event]>.just([])
    let relink = Gen<Event>.frequency((1, fresh), (3, again))
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

import IrisCheckCore

extension Gen {
  /// Bursts of baton events: links and taps of generated intents, gaps of
  /// virtual time, mounts, pops, dismisses, restores and cancellations,
  /// drawn so that the races of latest-wins and handoffs are common rather
  /// than rare.
  ///
  /// **Distribution.** A burst first draws its *profile* (swarm testing):
  /// for each of mounts, pops, dismisses, restores and cancellations a
  /// choice in `0...3`, where `3` leaves that kind out of this burst's
  /// steps, so some bursts are dense in links and mounts and others in
  /// going back. Then it draws `count` *steps*. A step starts with one
  /// event, weighted route 6 (a fresh intent, or as often an intent routed
  /// earlier in the burst: the same link again), wait 5, mount 6, pop 2,
  /// and 1 each for dismiss, restore and cancel, among the kinds the
  /// profile keeps; after a mount or a route it usually goes on:
  /// - after `mount #k` (6 times in 7): `yield · mount #k` (2 of 7), the
  ///   screen mounts again a turn later and waits for a handoff, or
  ///   `link · mount #k` (4 of 7), a link (the same intent as an earlier
  ///   one 3 times in 4) and a second mount in the same turn;
  /// - after a route (4 times in 5): a gap, then one more event. The gap is
  ///   a yield 3 times in 5 (the event lands mid-hop), the longest gap 1 in
  ///   5 (the flow has settled), otherwise any gap (mid-step, mid-pause,
  ///   mid-drain). The event is a newer link (3 of 10), an earlier intent
  ///   again (1), a cancellation (2), a pop (1) or a mount with what may
  ///   follow a mount (3).
  ///
  /// Routes are links, or taps one time in three when `taps` is `true`.
  /// An earlier intent is the `k`-th most recent one routed (`k` in `0...3`,
  /// modulo how many there are); when none was routed yet, a fresh one.
  ///
  /// **Shrinking.** Every choice maps `0` to the simplest option: every kind
  /// kept, a link of a fresh intent, no pattern after an event, the first
  /// gap (keep it `.zero`), screen `#0`. The steps are an
  /// ``IrisCheckCore/Gen/array(of:count:)``, so shrinking deletes steps,
  /// cuts a pattern back to its first event (one choice to zero),
  /// simplifies intents and moves gaps toward the first; the minimal burst
  /// prints as a short timeline. A lower bound above `0` in `count` forces
  /// the first steps, which then shrink less well.
  /// - Parameters:
  ///   - intents: the user's intent generator.
  ///   - count: how many steps (each one to three events); defaults to
  ///     `0...24`. Use up to hundreds.
  ///   - gaps: the waits to draw from, simplest first; the defaults are a
  ///     yield (`.zero`), 1 ms (mid-step), 150 ms and 300 ms (mid-pause and
  ///     mid-drain for typical pauses) and 2 s (long enough for most flows).
  ///   - taps: whether to draw taps; pass `false` when the coordinator has no
  ///     tap entry point.
  /// - Returns: a generator of bursts.
  public static func batonBurst<Intent>(
    intents: Gen<Intent>,
    count: ClosedRange<Int> = 0...24,
    gaps: [Duration] = [
      .zero, .milliseconds(1), .milliseconds(150), .milliseconds(300), .seconds(2),
    ],
    taps: Bool = true
  ) -> Gen<BatonBurst<Intent>> where Value == BatonBurst<Intent> {
    precondition(!gaps.isEmpty, "Gen.batonBurst needs at least one gap")
    let parts = BurstParts(intents: intents, gaps: gaps, taps: taps)
    // NB: one step generator per profile, built once.
    let steps = (0..<(1 << BurstParts<Intent>.optionalKinds)).map { profile in
      Gen<[[BurstPart<Intent>]]>.array(of: parts.step(leavingOut: profile), count: count)
    }
    let kept = Gen<Int>.int(in: 0...3).map { $0 == 3 ? 1 : 0 }
    let profile = Gen<[Int]>.array(of: kept, count: 5...5).map { bits in
      bits.enumerated().reduce(0) { $0 | $1.element << $1.offset }
    }
    return profile.flatMap { steps[$0] }.map { BurstPart<Intent>.resolve(Array($0.joined())) }
  }
}

/// One event of a burst as drawn: an event, or a route of an intent drawn
/// earlier in the burst.
enum BurstPart<Intent: Sendable>: Sendable {
  /// This event.
  case event(BatonBurst<Intent>.Event)
  /// A route of the `k`-th most recent intent, or of `first` when none
  /// was routed yet; a tap when `tap`.
  case again(Int, tap: Bool, first: Intent)

  /// The events, with each `again` replaced by its intent.
  static func resolve(_ parts: [BurstPart]) -> BatonBurst<Intent> {
    var routed: [Intent] = []
    var events: [BatonBurst<Intent>.Event] = []
    for part in parts {
      switch part {
      case .event(let event):
        switch event {
        case .link(let intent), .tap(let intent): routed.append(intent)
        default: break
        }
        events.append(event)
      case .again(let back, let tap, let first):
        let intent = routed.isEmpty ? first : routed[routed.count - 1 - back % routed.count]
        routed.append(intent)
        events.append(tap ? .tap(intent) : .link(intent))
      }
    }
    return BatonBurst(events)
  }
}

/// The generators a burst's steps are made of.
struct BurstParts<Intent: Sendable>: Sendable {
  /// How many event kinds a profile can leave out: mount, pop, dismiss,
  /// restore, cancel.
  static var optionalKinds: Int { 5 }

  let fresh: Gen<BurstPart<Intent>>
  let again: Gen<BurstPart<Intent>>
  let gap: Gen<Duration>
  let longest: Duration
  let index = Gen<Int>.int(in: 0...7)

  init(intents: Gen<Intent>, gaps: [Duration], taps: Bool) {
    let tap: Gen<Bool> = taps ? .frequency((2, .just(false)), (1, .just(true))) : .just(false)
    fresh = .zip(tap, intents).map { .event($0.0 ? .tap($0.1) : .link($0.1)) }
    again = .zip(tap, .int(in: 0...3), intents).map { .again($0.1, tap: $0.0, first: $0.2) }
    gap = .element(of: gaps)
    longest = gaps.max() ?? .zero
  }

  /// One step: an event and, after a mount or a route, often a pattern
  /// that continues it, with the kinds whose bit is set in `profile` left
  /// out.
  ///
  /// NB: the continuation is drawn after the event, `0` for none, so a
  /// pattern shrinks to its first event by zeroing one choice.
  func step(leavingOut profile: Int) -> Gen<[BurstPart<Intent>]> {
    let route = Gen<BurstPart<Intent>>.frequency((1, fresh), (1, again))
    let none = Gen<[BurstPart<Intent>]>.just([])
    let relink = Gen<BurstPart<Intent>>.frequency((1, fresh), (3, again))
    // NB: a mount and what may follow it, in its step or after a route's gap.
    let mounted = index.flatMap { index -> Gen<[BurstPart<Intent>]> in
      Gen<[BurstPart<Intent>]>.frequency(
        (1, none), (2, .just([.event(.wait(.zero)), .event(.mount(index))])),
        (4, relink.map { [$0, .event(.mount(index))] })
      ).map { [.event(.mount(index))] + $0 }
    }
    let then = Gen<[BurstPart<Intent>]>.frequency(
      (3, fresh.map { [$0] }), (1, again.map { [$0] }), (2, .just([.event(.cancel)])),
      (1, .just([.event(.pop)])), (3, mounted))
    let followUp = Gen<[BurstPart<Intent>]>.frequency(
      (1, none),
      (
        4,
        Gen<(Duration, [BurstPart<Intent>])>.zip(
          .frequency((3, .just(.zero)), (1, gap), (1, .just(longest))), then
        )
        .map { [.event(.wait($0.0))] + $0.1 }
      ))
    var kinds: [(Int, Gen<[BurstPart<Intent>]>)] = [
      (6, Gen<(BurstPart<Intent>, [BurstPart<Intent>])>.zip(route, followUp).map { [$0.0] + $0.1 }),
      (5, gap.map { [.event(.wait($0))] }),
    ]
    let optional: [(Int, Gen<[BurstPart<Intent>]>)] = [
      (6, mounted), (2, .just([.event(.pop)])), (1, .just([.event(.dismiss)])),
      (1, index.map { [.event(.restore($0))] }), (1, .just([.event(.cancel)])),
    ]
    for (bit, kind) in optional.enumerated() where profile & (1 << bit) == 0 {
      kinds.append(kind)
    }
    return .frequency(kinds)
  }
}

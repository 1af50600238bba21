import IrisCheckCore

extension Gen {
  /// Bursts of baton events: links and taps of generated intents, gaps of
  /// virtual time, mounts, pops, dismisses, restores and cancellations.
  ///
  /// Each event is one span: a kind choice (`0` routes an intent, then a
  /// link-or-tap choice with `0` a link, so bursts shrink toward links),
  /// then its payload: the intent's own choices, a gap's
  /// index in `gaps` (`0`, the first gap, is simplest; keep it `.zero`), a
  /// screen or snapshot index. The events are an
  /// ``IrisCheckCore/Gen/array(of:count:)``, so shrinking deletes events,
  /// simplifies intents and moves gaps toward the first. Weights: routes 6
  /// (links twice as often as taps), waits 5, mounts 2, and 1 each for pop,
  /// dismiss, restore and cancel (out of 17); events between waits share a
  /// main-actor turn.
  /// - Parameters:
  ///   - intents: the user's intent generator.
  ///   - count: how many events; defaults to `1...24`. Use up to hundreds.
  ///   - gaps: the waits to draw from, simplest first; the defaults are a
  ///     yield (`.zero`), 1 ms (mid-step), 150 ms and 300 ms (mid-pause and
  ///     mid-drain for typical pauses) and 2 s (long enough for most flows).
  ///   - taps: whether to draw taps; pass `false` when the coordinator has no
  ///     tap entry point.
  /// - Returns: a generator of bursts.
  public static func batonBurst<Intent>(
    intents: Gen<Intent>,
    count: ClosedRange<Int> = 1...24,
    gaps: [Duration] = [
      .zero, .milliseconds(1), .milliseconds(150), .milliseconds(300), .seconds(2),
    ],
    taps: Bool = true
  ) -> Gen<BatonBurst<Intent>> where Value == BatonBurst<Intent> {
    precondition(!gaps.isEmpty, "Gen.batonBurst needs at least one gap")
    let gap = Gen<Duration>.element(of: gaps)
    let index = Gen<Int>.int(in: 0...7)
    let route: Gen<BatonBurst<Intent>.Event> =
      taps
      ? .frequency((2, intents.map { .link($0) }), (1, intents.map { .tap($0) }))
      : intents.map { .link($0) }
    let event = Gen<BatonBurst<Intent>.Event>.frequency(
      (6, route),
      (5, gap.map { .wait($0) }),
      (2, index.map { .mount($0) }),
      (1, .just(.pop)),
      (1, .just(.dismiss)),
      (1, index.map { .restore($0) }),
      (1, .just(.cancel))
    )
    return Gen<[BatonBurst<Intent>.Event]>.array(of: event, count: count).map(BatonBurst.init)
  }
}

import IrisCheck
import Testing

/// Bursts shrink to the events a failure needs, even when a later link or tap repeats an earlier
/// one's intent (drawn as "one of the last four"), which a deletion alone would change.
struct BatonBurstShrinkingTests {
  /// Intents of two choices each, so a repeat (one choice) and a fresh draw do not line up.
  private let intents = Gen<(Int, Int)>.zip(.int(in: 0...1), .int(in: 0...1)).map { "\($0)\($1)" }

  private struct Failure: Error {}

  /// Fails when the last link or tap is `"11"` (a tap when `lastIsATap`) and an earlier link is
  /// `"00"`.
  private func check(_ burst: BatonBurst<String>, lastIsATap: Bool = false) throws {
    let routes = burst.events.compactMap { event -> (tap: Bool, intent: String)? in
      switch event {
      case .link(let intent): (false, intent)
      case .tap(let intent): (true, intent)
      default: nil
      }
    }
    guard let last = routes.last, last.tap == lastIsATap, last.intent == "11",
      routes.dropLast().contains(where: { !$0.tap && $0.intent == "00" })
    else { return }
    throw Failure()
  }

  @Test func aLinkThatALaterOneRepeatsIsNotKeptForTheRepeat() async {
    let bursts = Gen<BatonBurst<String>>.batonBurst(intents: intents, taps: false, restores: false)
    for seed: UInt64 in 1...10 {
      let configuration = Configuration(examples: 1_000, seed: seed, saveRegressions: false)
      let result = await PropertyCheck(bursts, id: "p", configuration: configuration).run {
        try check($0)
      }
      let minimum = result.counterexample?.value.description
      #expect(minimum == #"link "00" · link "11""#, "seed \(seed)")
    }
  }

  @Test func aLinkThatALaterTapRepeatsIsNotKeptForTheRepeat() async {
    let bursts = Gen<BatonBurst<String>>.batonBurst(intents: intents, restores: false)
    for seed: UInt64 in 1...10 {
      let configuration = Configuration(examples: 1_000, seed: seed, saveRegressions: false)
      let result = await PropertyCheck(bursts, id: "p", configuration: configuration).run {
        try check($0, lastIsATap: true)
      }
      let minimum = result.counterexample?.value.description
      #expect(minimum == #"link "00" · tap "11""#, "seed \(seed)")
    }
  }
}

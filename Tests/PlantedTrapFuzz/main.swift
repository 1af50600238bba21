// A fuzz executable with planted traps, for the tests of trap shrinking
// (`PlantedTrapFuzzTests`): they run it as `swift package fuzz` runs a
// finding, with `--investigate`, and assert the exact minimal case.
//
// NB: `run` is named through `main` so this file never spells the call the
// `fuzz` plugin looks for: `swift package fuzz` (and `make fuzz-smoke`) must
// not fuzz planted bugs.
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

/// A law that traps (a failed `precondition`) on a pair whose sum is 500 or
/// more: every trapping case shrinks to exactly `(0, 500)`.
struct SumBelowFiveHundred: Law {
  var name: String { "SumBelowFiveHundred" }

  func check(_ pair: (Int, Int)) -> LawViolation? {
    precondition(pair.0 + pair.1 < 500, "planted: the sum is \(pair.0 + pair.1)")
    return nil
  }
}

/// A law that force-unwraps `nil` on a text holding `%`: every trapping
/// case shrinks to exactly `"%"`.
struct NoPercent: Law {
  var name: String { "NoPercent" }

  func check(_ text: String) -> LawViolation? {
    let percent: Int? = text.contains("%") ? nil : 0
    _ = percent!
    return nil
  }
}

let main = FuzzMain.run
main([
  .suite(
    "PlantedTrapSuite",
    LawSuite([
      .law(NoPercent(), over: .string(from: .ascii, length: 0...8)),
      .law(SumBelowFiveHundred(), over: .zip(.int(in: 0...1_000), .int(in: 0...1_000))),
    ])),
  .property("PlantedTrapProperty", .int(in: 0...10_000)) { x in
    let values = [Int](repeating: 0, count: 321)
    return values[x] == 0
  },
  FuzzTarget("PlantedTrapBytes") { bytes in
    precondition(!bytes.contains(0x25), "planted: a % in the input")
    return .passed
  },
])

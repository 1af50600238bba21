import IrisCheckCore
import IrisCheckLaws

extension FuzzTarget {
  /// A law suite as one fuzz target: libFuzzer's bytes are the choices,
  /// the first picks a law, the rest draw its input from the law's own
  /// generator.
  ///
  /// ```swift
  /// // Sources/TinyLinksFuzz/main.swift
  /// import IrisFuzz
  /// import TinyLinks
  ///
  /// FuzzMain.run([.suite("Codec", TinyLinksLaws.codec)])
  /// ```
  /// Every per-example law of the suite is fuzzed (``/IrisCheckLaws/LawSuite/Entry/law(_:over:classify:)``
  /// entries, the codec, flow, restoration, navigation and coordinator
  /// laws); whole-run entries (reachability, arrival) judge a whole run,
  /// not one input, and are left out. A finding is the violated law and
  /// its choices: `swift package fuzz` shrinks it (in child processes when
  /// the law traps), prints the report and saves the minimal case under
  /// `<target>/<law>`, and `swift test` replays it first in the
  /// `LawSuite.check` whose law of that name draws the same value from it.
  /// - Parameters:
  ///   - name: the target's name: letters, digits, `-`, `_` and `.`; its
  ///     corpus is `Corpus/<name>/`, its findings `Corpus/regressions/<name>/`.
  ///   - suite: the laws.
  /// - Returns: the target; ``FuzzMain/run(_:)`` refuses one with no
  ///   per-example law.
  public static func suite(_ name: String, _ suite: LawSuite) -> FuzzTarget {
    FuzzTarget(
      name,
      laws: suite.entries.compactMap { entry in
        entry.probe.map { FuzzLaw(name: entry.name, probe: $0) }
      })
  }
}

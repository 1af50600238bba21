extension Gen {
  /// The deterministic values the runner tries after the simplest and the
  /// extreme example and before any random one: this generator's hostile
  /// values, as complete choice sequences.
  ///
  /// They are ``partScreens`` less the all-zero sequence (the simplest
  /// value, which the runner has already tried). For an intent enum built
  /// with ``oneOf(_:)-swift.type.method`` that is every case on its own, and
  /// every case with each of its fields' hostile values while its other
  /// fields stay simplest; with `Gen.linkPayload` fields, every single
  /// delimiter in every string field (`.thread(id: "/")`,
  /// `.search(query: "+")`) in every run, whatever the seed.
  package var screens: [[UInt64]] {
    screening?.value(of: self).runner ?? []
  }

  /// This generator's hostile values as a part of a larger generator:
  /// its own simplest value first, then each hostile value, every one a
  /// complete choice sequence of this generator.
  ///
  /// **What a part screens.**
  /// - ``element(of:)``, ``cases(of:)``: each element, the first 64.
  /// - ``oneOf(_:)-swift.type.method``, ``frequency(_:)-swift.type.method``:
  ///   each alternative's part screens under the choice that picks it.
  /// - ``array(of:count:)``: the shortest array, then arrays of one element
  ///   (or of `count.lowerBound`, the rest simplest) for each of the
  ///   element's part screens.
  /// - `optional(_:)`: `nil`, then the wrapped generator's part screens.
  /// - ``zip(_:_:)`` and the wider zips: each field's part screens while the
  ///   other fields stay simplest.
  /// - ``map(_:)``: the mapped generator's.
  /// - Any other generator (one built from a closure, ``flatMap(_:)``,
  ///   ``filter(_:maxAttempts:)``, ``recursive(maxDepth:base:_:)``, strings,
  ///   characters, ranges, sets, dictionaries): its simplest value only.
  ///
  /// **How deep.** To any depth of the combinators above: each one builds
  /// its screens from its parts', and a part's own simplest value is kept,
  /// because it is only the simplest of the whole when every enclosing
  /// choice is simplest too. `"/"`, the first delimiter of
  /// `Gen.linkPayload`'s first piece, sits three alternatives and one
  /// array down from its simplest value `""`; a screen that stopped at the
  /// top level, or dropped each level's simplest value, would never try it.
  /// The screen stops where the choices after a value depend on the value
  /// (``flatMap(_:)``) or are not the value's own (a filter's next attempt,
  /// a closure), and there it tries the simplest value.
  ///
  /// **How many.** At most ``maxScreens`` per generator, at every level.
  /// Where a generator combines parts (alternatives, fields) whose screens
  /// exceed it, each part keeps the first of its own in a fair share: no
  /// part gets fewer than `maxScreens / parts` unless it has fewer, and
  /// what one part leaves unused goes to the others. A part lists its most
  /// hostile values first (`Gen.linkPayload`: single delimiters before
  /// whole values), so a big intent enum loses its least hostile screens,
  /// never a case. Each list is computed once per generator and kept.
  package var partScreens: [[UInt64]] {
    guard let screening else { return complete([]).map { [$0] } ?? [] }
    return screening.value(of: self).parts
  }

  /// The most screens one generator offers, at every level: 1,024.
  package static var maxScreens: Int { 1_024 }

  /// ``partScreens`` under `prefix`, the choices that pick this generator
  /// as one alternative of several.
  /// - Parameter prefix: the choices before this generator's.
  /// - Returns: the prefixed sequences.
  func partScreens(after prefix: [UInt64]) -> [[UInt64]] {
    partScreens.map { prefix + $0 }
  }

  /// The choices this generator draws after `prefix`, the simplest choice
  /// after its end; `nil` when it cannot generate from them.
  /// - Parameter prefix: the first choices.
  /// - Returns: the complete sequence.
  package func complete(_ prefix: [UInt64]) -> [UInt64]? {
    let recorder = ChoiceRecorder(
      source: ReplaySource(ChoiceSequence(prefix)), exhaustion: .drawSimplest)
    guard (try? generate(recorder)) != nil else { return nil }
    return recorder.sequence.values
  }
}

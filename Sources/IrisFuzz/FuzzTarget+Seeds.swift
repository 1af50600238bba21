import IrisCheckCore

extension FuzzTarget {
  /// Seed inputs for a law-suite or property target: for each law, `count`
  /// generated cases, each the byte that picks the law followed by the
  /// case's choices as `ByteSource` reads them (see ``FuzzLaw``).
  /// - Parameters:
  ///   - count: cases per law.
  ///   - seed: the first `SeededSource` seed, as in
  ///     ``CorpusSeeds/choiceBytes(_:count:seed:)``.
  /// - Returns: the seeds, law by law; none for a byte target.
  package func seeds(count: Int, seed: UInt64 = 1) -> [[UInt8]] {
    guard let laws else { return [] }
    return laws.enumerated().flatMap { index, law in
      var pick = ByteEncodingSource(ReplaySource(ChoiceSequence([UInt64(index)])))
      _ = pick.next(upTo: UInt64(laws.count - 1))
      return CorpusSeeds.choiceBytes(law.probe.inputs, count: count, seed: seed).map {
        pick.bytes + $0
      }
    }
  }
}

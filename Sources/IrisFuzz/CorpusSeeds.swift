import IrisCheckCore
import IrisCheckLaws

/// Seed inputs for fuzz targets, made from the same generators the tests use.
package enum CorpusSeeds {
  /// Byte strings that a `ByteSource` decodes back into `count` generated
  /// values: seeds for targets that read their input as choices.
  /// - Parameters:
  ///   - generator: the generator the target draws from.
  ///   - count: how many seeds to make.
  ///   - seed: the first `SeededSource` seed; seed `n` uses `seed + n`.
  /// - Returns: one byte string per value that generated (values whose
  ///   generation stopped are left out).
  package static func choiceBytes<Value>(
    _ generator: Gen<Value>, count: Int, seed: UInt64 = 1
  ) -> [[UInt8]] {
    (0..<UInt64(count)).compactMap { offset in
      let box = SourceBox(ByteEncodingSource(SeededSource(seed: seed &+ offset)))
      let recorder = ChoiceRecorder(source: box, maxChoices: FuzzOracles.maxChoices)
      guard (try? generator.generate(recorder)) != nil else { return nil }
      return box.bytes
    }
  }
}

/// Lets the bytes of a source that a recorder owns be read afterwards.
private final class SourceBox: ChoiceSource {
  private var source: ByteEncodingSource<SeededSource>

  init(_ source: ByteEncodingSource<SeededSource>) {
    self.source = source
  }

  var bytes: [UInt8] { source.bytes }

  func next(upTo bound: UInt64) -> UInt64? {
    source.next(upTo: bound)
  }
}

import IrisFuzz
import Testing

extension FuzzTarget {
  /// The target's committed inputs: its seeds (`Corpus/<name>/`) and its
  /// saved crashers (`Corpus/regressions/<name>/`).
  var corpus: [CorpusFile] {
    CorpusFile.all.filter { $0.target == name }
  }

  /// The target's saved crashers only.
  var regressions: [CorpusFile] {
    corpus.filter(\.isRegression)
  }

  /// Runs one corpus file through the target's oracle and records a test
  /// issue when a law is violated (a trap stops the test process, as it
  /// would stop the fuzzer).
  /// - Parameter file: a file of ``corpus``.
  func expectNoViolation(_ file: CorpusFile, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = oracle(file.bytes)
    #expect(outcome.violation == nil, "\(name): \(outcome)", sourceLocation: sourceLocation)
  }
}

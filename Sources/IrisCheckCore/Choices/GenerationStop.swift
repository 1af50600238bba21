/// Why a generator stopped before producing a value.
///
/// None of these is a test failure: the runner discards the test case and,
/// for health checks, counts why.
public enum GenerationStop: Error, Hashable, Sendable {
  /// The choice source ran out (a replayed sequence or a fuzzer input was
  /// too short for this generator).
  case exhausted
  /// A filter or assumption rejected every candidate it was allowed to try.
  case rejected
  /// The test case drew more choices than the recorder allows.
  case tooLarge
}

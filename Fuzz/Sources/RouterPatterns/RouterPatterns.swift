import IrisCheckFixtures
import IrisFuzz

#if FUZZ_ENTRY
  /// libFuzzer entry: an Iris `URLPathRouter` built from fuzzed patterns
  /// never traps and keeps its round trip; see `FuzzOracles.routerPatterns`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct RouterPatternsTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let target = FuzzTarget("RouterPatterns") {
  FuzzOracles.routerPatterns($0)
}

import IrisCheckFixtures
import IrisFuzz

#if FUZZ_ENTRY
  /// libFuzzer entry: an Iris router's reading of a link against Foundation's.
  ///
  /// The bytes are a link, read by an Iris `URLPathRouter` and by
  /// `URLComponents`; the readings must agree. See
  /// `FuzzOracles.irisRouterDifferential`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct RouterDifferentialTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let target = FuzzTarget("RouterDifferential") {
  FuzzOracles.irisRouterDifferential($0)
}

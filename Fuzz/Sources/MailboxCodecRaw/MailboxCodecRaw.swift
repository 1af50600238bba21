import IrisFuzz
import MailboxChecks

#if FUZZ_ENTRY
  /// libFuzzer entry: raw bytes as a link through the lean raw oracle
  /// (totality, and the round trip of what parses) on the sample app's
  /// `MailboxCodec`; see `FuzzOracles.rawRoundTrip`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct MailboxCodecRawTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let target = FuzzTarget("MailboxCodecRaw") {
  FuzzOracles.rawRoundTrip($0, codec: .mailbox)
}

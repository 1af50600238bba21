import IrisFuzz
import MailboxChecks

#if FUZZ_ENTRY
  /// libFuzzer entry: raw bytes as a link through every string law
  /// (totality, canonical idempotence, case-insensitive scheme and host) on
  /// the sample app's `MailboxCodec`; see `FuzzOracles.rawCodec`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct MailboxCodecLawsTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let target = FuzzTarget("MailboxCodecLaws") {
  FuzzOracles.rawCodec($0, codec: .mailbox)
}

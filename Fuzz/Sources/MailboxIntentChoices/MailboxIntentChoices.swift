import IrisFuzz
import MailboxChecks

#if FUZZ_ENTRY
  /// libFuzzer entry: bytes as choices for `MailboxGenerators.intent`, then
  /// every law on the intent and its printed link; see
  /// `FuzzOracles.intentRoundTrip`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct MailboxIntentChoicesTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let target = FuzzTarget("MailboxIntentChoices") {
  FuzzOracles.intentRoundTrip($0, generator: MailboxGenerators.intent, codec: .mailbox)
}

import IrisCheckLaws
import IrisFuzz
import MailboxChecks

#if FUZZ_ENTRY
  /// libFuzzer entry: bytes as choices for a Mailbox baton burst and its
  /// schedule, then every coordinator law on the run; see
  /// `FuzzOracles.coordinatorBurst`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct MailboxSchedulesTests {
    @Test(arguments: target.corpus)
    func replays(_ file: CorpusFile) { target.expectNoViolation(file) }
  }
#endif

private let laws = CoordinatorLaws(MailboxLaws.harness, intents: MailboxGenerators.intent)

private let target = FuzzTarget("MailboxSchedules") {
  FuzzOracles.coordinatorBurst($0, laws: laws)
}

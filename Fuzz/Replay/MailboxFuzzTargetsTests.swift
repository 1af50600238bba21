import IrisFuzz
import MailboxFuzzTargets
import Testing

/// The law-suite targets' committed corpus, replayed through their own
/// oracles as the byte targets' is.
struct MailboxFuzzTargetsTests {
  @Test func theTargetListIsWellFormed() {
    #expect(FuzzMain.problems(MailboxFuzzTargets.all) == nil)
  }

  @Test(arguments: MailboxFuzzTargets.all.flatMap(\.corpus))
  func replays(_ file: CorpusFile) throws {
    let target = try #require(MailboxFuzzTargets.all.first { $0.name == file.target })
    target.expectNoViolation(file)
  }
}

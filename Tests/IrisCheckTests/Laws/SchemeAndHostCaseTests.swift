import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

struct SchemeAndHostCaseTests {
  // MARK: - uppercased

  @Test func uppercasesSchemeAndHostButNotUserInfoPathQueryOrFragment() {
    #expect(
      SchemeAndHostCase.uppercased("note://us@er@inbox:80/path?q=x#frag")
        == "NOTE://us@er@INBOX:80/path?q=x#frag"
    )
  }

  @Test func leavesTextWithoutASchemeAlone() {
    #expect(SchemeAndHostCase.uppercased("inbox/thread") == "inbox/thread")
    #expect(SchemeAndHostCase.uppercased("1a://host") == "1a://host")
    #expect(SchemeAndHostCase.uppercased(":x") == ":x")
  }

  @Test func uppercasesOnlyTheSchemeWithoutAnAuthority() {
    #expect(SchemeAndHostCase.uppercased("mailto:ann@host") == "MAILTO:ann@host")
    #expect(SchemeAndHostCase.uppercased("note:/") == "NOTE:/")
  }

  @Test func leavesNonASCIIHostBytesIntact() {
    #expect(SchemeAndHostCase.uppercased("note://é.x/é") == "NOTE://é.X/é")
  }
}

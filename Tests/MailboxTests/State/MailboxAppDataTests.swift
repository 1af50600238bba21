import Mailbox
import Testing

struct MailboxAppDataTests {
  @Test func markReadAndRecordSearchWriteAppData() {
    var data = MailboxAppData()
    data.apply(.markRead("t"))
    data.apply(.recordSearch("a"))
    data.apply(.recordSearch("b"))
    data.apply(.recordSearch("a"))
    data.apply(.selectTab(.search))
    #expect(data.readThreads == ["t"])
    #expect(data.recentSearches == ["a", "b"])
  }

  @Test func recentSearchesKeepOnlyTheLimit() {
    var data = MailboxAppData()
    for index in 0...MailboxAppData.recentSearchLimit { data.apply(.recordSearch("\(index)")) }
    #expect(data.recentSearches.count == MailboxAppData.recentSearchLimit)
    #expect(data.recentSearches.first == "\(MailboxAppData.recentSearchLimit)")
  }
}

import Testing

@testable import Mailbox

struct MailboxTabTests {
  @Test func tabsAreEqualExactlyWhenTheSameCase() {
    for lhs in MailboxTab.allCases {
      for rhs in MailboxTab.allCases {
        #expect((lhs == rhs) == (lhs.rawValue == rhs.rawValue))
      }
    }
  }

  @Test func tabsKeyADictionaryOneEntryEach() {
    var stacks: [MailboxTab: Int] = [:]
    for (index, tab) in MailboxTab.allCases.enumerated() { stacks[tab] = index }
    #expect(stacks.count == MailboxTab.allCases.count)
    #expect(Set(MailboxTab.allCases).count == MailboxTab.allCases.count)
    #expect(stacks[.search] == 1)
  }
}

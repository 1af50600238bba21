import Foundation
import IrisCheck
import Testing

@testable import Iris

struct MatchableURLTests {
  // MARK: - fast path

  /// Links of every shape the parser meets: the sample grammar's words, reserved
  /// and unicode characters, valid and broken escapes, and near misses of them.
  private static let links: Gen<String> = {
    let vocabulary = URLVocabulary(
      schemes: ["mailbox", "MAILBOX", "x"], hosts: ["inbox", "Thread", "search", "compose"],
      pathWords: ["message", "a b", "é", "%2F", "%zz"], queryNames: ["q", "to", "subject"])
    return .oneOf(
      .urlString(vocabulary), .nearMiss(of: .urlString(vocabulary), vocabulary: vocabulary))
  }()

  @Test func fastPathReadsEveryLinkAsURLComponentsDoes() async {
    await forAll(Self.links, configuration: Configuration(examples: 2_000)) { text in
      guard let url = URL(string: text) else { return true }
      let fast = MatchableURL(url, scheme: "mailbox")
      let foundation = MatchableURL(foundation: url, scheme: "mailbox")
      return fast?.host == foundation?.host && fast?.segments == foundation?.segments
        && fast?.query.map { [$0.name, $0.value] } == foundation?.query.map { [$0.name, $0.value] }
    }
  }

  @Test func fastPathAgreesOnAPercentEncodedSlashAndAMixedCaseHost() throws {
    let url = try #require(URL(string: "MAILBOX://Thread/a%2Fb?q=1+2"))
    let fast = try #require(MatchableURL(url, scheme: "mailbox"))
    #expect(fast.host == "thread")
    #expect(fast.segments == ["a/b"])
    #expect(fast.query.map(\.value) == ["1+2"])
  }
}

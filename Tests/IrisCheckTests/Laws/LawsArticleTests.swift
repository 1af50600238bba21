import Foundation
import IrisCheck
import Testing

// The closure-based codec of `IrisCheckLaws.docc/Laws.md`, verbatim
// (ReadmeBlocksTests checks the article still shows exactly this code), and
// checked as the article says: it plugs in without Iris and breaks
// RoundTrip on `""`.

enum NoteLink: Equatable, Sendable {
  case inbox, unknown
  case note(String)
}

let noteLinks = LinkCodec<NoteLink>(
  parse: { url in
    guard url.scheme == "notes" else { return .unknown }
    if url.host == "inbox", url.path.isEmpty { return .inbox }
    if url.host == "note", url.pathComponents.count == 2 { return .note(url.pathComponents[1]) }
    return .unknown
  },
  print: { note in
    switch note {
    case .inbox: URL(string: "notes://inbox")
    case .note(let id):
      URL(
        string: "notes://note/"
          + (id.addingPercentEncoding(
            withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? ""))
    case .unknown: nil
    }
  },
  isUnknown: { $0 == .unknown })

struct LawsArticleTests {
  // MARK: - suite

  @Test func closureCodecBreaksRoundTripOnTheEmptyNote() async throws {
    let suite = CodecLaws(
      noteLinks,
      intents: .oneOf(
        .just(.inbox), Gen.string(from: .urlReserved, length: 0...8).map(NoteLink.note)),
      urls: .urlString(URLVocabulary(schemes: ["notes"], hosts: ["inbox", "note"]))
    ).suite
    let results = await suite.results(configuration: Configuration(examples: 300, seed: 7))
    let roundTrip = try #require(results.first { $0.law == "RoundTrip" })

    #expect(roundTrip.counterexample == #".note("")"#)
    #expect(
      roundTrip.violation?.message
        == #"print(.note("")) = "notes://note/", but parse("notes://note/") = .unknown; "#
        + #"expected .note("")"#)
  }
}

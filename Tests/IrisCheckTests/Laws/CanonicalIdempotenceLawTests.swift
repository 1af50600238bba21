import Foundation
import IrisCheck
import Testing

struct CanonicalIdempotenceLawTests {
  // MARK: - check

  @Test func holdsForEveryStringOnACorrectCodec() {
    let law = CanonicalIdempotenceLaw(noteCodec())
    for string in NoteSamples.urlStrings {
      #expect(law.check(string) == nil, "\(string)")
    }
  }

  @Test func unknownLinksAndStringsURLRejectsAreOutsideTheDomain() {
    let law = CanonicalIdempotenceLaw(noteCodec(.slashUnescaped))
    #expect(law.check("note://thread/a/b") == nil)
    #expect(law.check("note://a b/a%2Fb") == nil)
  }

  @Test func catchesPlusDecodedAsSpace() {
    let violation = CanonicalIdempotenceLaw(noteCodec(.plusAsSpace)).check(
      "note://search?q=a%2Bb")
    #expect(
      violation?.description
        == #"CanonicalIdempotence violated (parse → print → parse): "#
        + #"parse("note://search?q=a%2Bb") = .search(query: "a+b"), "#
        + #"print(...) = "note://search?q=a+b", "#
        + #"but parse("note://search?q=a+b") = .search(query: "a b")"#
    )
  }

  @Test func catchesAnUnescapedSlashInAPathSegment() {
    let violation = CanonicalIdempotenceLaw(noteCodec(.slashUnescaped)).check(
      "note://thread/a%2Fb")
    #expect(
      violation?.description
        == #"CanonicalIdempotence violated (parse → print → parse): "#
        + #"parse("note://thread/a%2Fb") = .thread(id: "a/b"), "#
        + #"print(...) = "note://thread/a/b", but parse("note://thread/a/b") = .unknown"#
    )
  }

  @Test func catchesAPrinterThatIsNotAFixedPoint() {
    let base = noteCodec()
    let counter = CallCounter()
    let drifting = LinkCodec<Note>(
      parse: base.parse,
      print: { note in
        let suffix = counter.next() == 1 ? "" : "%7E"
        return note == .inbox ? URL(string: "note://inbox" + suffix) : base.print(note)
      },
      isUnknown: base.isUnknown
    )
    let violation = CanonicalIdempotenceLaw(drifting).check("note://inbox")
    #expect(violation?.direction == "print → parse → print")
    #expect(
      violation?.message
        == #"parse("note://inbox") = .inbox, print(...) = "note://inbox", "#
        + #"but print(parse("note://inbox")) = "note://inbox%7E""#
    )
  }
}

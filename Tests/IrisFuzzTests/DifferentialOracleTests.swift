import Foundation
import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Testing

struct DifferentialOracleTests {
  // MARK: - differential

  @Test func theHandSplitterAgreesWithFoundationOnTrickyLinks() {
    let links = [
      "mailbox://inbox", "MAILBOX://Thread/a%2Fb//c?x=1&&y&z=a=b#f", "x://[::1]:8/p?",
      "x:a/b?c", "x://u:p@h/%E9?q=%2B+", "%", "a b", "x://h/%C0%AF?%C0%AF",
    ]
    for link in links {
      #expect(FuzzOracles.differential(utf8(link)) == .passed, "\(link)")
    }
  }

  @Test func nonASCIIHostsAreNotComparedAsDocumented() {
    #expect(FuzzOracles.differential(utf8("x://é/x")) == .passed)
  }

  @Test func punycodeHostsAreComparedWithoutFalseViolations() {
    for link in ["x://xn--zz/x", "x://XN--ZZ/x", "x://xn--/a?b=c", "x://xn--9ca/x", "x://a--b/x"] {
      #expect(FuzzOracles.differential(utf8(link)) == .passed, "\(link)")
    }
  }

  @Test func anInvalidPunycodeHostIsFoundationsHostAsWritten() {
    let outcome = FuzzOracles.differential(utf8("x://xn--zz/x")) { _ in
      URLView(scheme: "x", host: nil, pathSegments: ["x"], queryItems: nil)
    }
    #expect(
      outcome.violation?.description
        == "FoundationAgreement violated (codec view vs URLComponents): for \"x://xn--zz/x\" "
        + #"the codec reads scheme: Optional("x"), host: nil, path: ["x"], query: nil, "#
        + #"but URLComponents reads scheme: Optional("x"), host: Optional("xn--zz"), "#
        + #"path: ["x"], query: nil"#
    )
  }

  @Test func skipsWhatURLRejectsOrTheViewDeclines() {
    #expect(FuzzOracles.differential([]) == .skipped("URL(string:) rejected the text"))
    #expect(
      FuzzOracles.differential(utf8("x://h"), view: { _ in nil })
        == .skipped("the codec-side view declined"))
  }

  @Test func catchesAViewThatDecodesTheWholePathBeforeSplitting() {
    let outcome = FuzzOracles.differential(utf8("x://h/a%2Fb")) { url in
      URLView(
        scheme: "x", host: "h", pathSegments: url.pathComponents.filter { $0 != "/" },
        queryItems: nil)
    }
    #expect(outcome == .passed)
    let naive = FuzzOracles.differential(utf8("x://h/a%2Fb")) { url in
      URLView(
        scheme: "x", host: "h", pathSegments: url.path.split(separator: "/").map(String.init),
        queryItems: nil)
    }
    #expect(
      naive.violation?.description
        == "FoundationAgreement violated (codec view vs URLComponents): for \"x://h/a%2Fb\" "
        + #"the codec reads scheme: Optional("x"), host: Optional("h"), path: ["a", "b"], "#
        + #"query: nil, but URLComponents reads scheme: Optional("x"), host: Optional("h"), "#
        + #"path: ["a/b"], query: nil"#
    )
  }
}

struct IrisRouterDifferentialTests {
  // MARK: - irisRouterDifferential

  @Test func irisAgreesWithFoundationOnTrickyLinks() {
    let links = [
      "mailbox://inbox", "MAILBOX://Thread/a%2Fb/c?x=1&&y&x=2#f", "mailbox://inbox/",
      "x://h/%C3%A9%20+?q=a+b%26c&r", "x://h/a?q=%2B",
      // The router's dot-segment escape: a decoded segment that is dot-like is decoded again.
      "x://h/%252E/%252e%252E/%25252E?q=%252E", "x://h/%2E/.%2e/%2E%2E%2E",
      // Not dot-like: a byte-order mark before the dot (Foundation's decoding drops it).
      "x://h/%25EF%25BB%25BF%252e",
    ]
    for link in links {
      #expect(FuzzOracles.irisRouterDifferential(utf8(link)) == .passed, "\(link)")
    }
  }

  @Test func urlsTheRouterDeclinesAreOutsideTheComparison() {
    for link in ["x://u@h/a", "x://h:80/a", "x://h//a", "x://h/%C0%AF", "x://[::1]/a", "x:a"] {
      #expect(
        FuzzOracles.irisRouterDifferential(utf8(link)) == .skipped("outside the router comparison"),
        "\(link)")
    }
  }

  @Test func seededRandomLinksAgree() {
    var source = SeededSource(seed: 3)
    let alphabet = Array("ab/?#&=%2F+ é:@.~")
    var passed = 0
    for _ in 0..<2_000 {
      let length = Int(source.next(upTo: 14) ?? 0)
      let tail = String((0..<length).map { _ in alphabet[Int(source.next(upTo: 16) ?? 0)] })
      let outcome = FuzzOracles.irisRouterDifferential(utf8("mailbox://thread/" + tail))
      #expect(outcome.violation == nil, "\(outcome)")
      if outcome == .passed { passed += 1 }
    }
    #expect(passed > 500)
  }
}

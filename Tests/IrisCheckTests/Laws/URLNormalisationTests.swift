import Testing

@testable import IrisCheckLaws

struct URLNormalisationTests {
  /// The RFC 3986 normal form, checked to be the WHATWG one too unless the
  /// string holds a `%2e`.
  private func normalise(_ string: String) -> String {
    let rfc = URLNormalisation.normalise(string, dotSegments: .rfc3986)
    if !string.lowercased().contains("%2e") {
      #expect(URLNormalisation.normalise(string, dotSegments: .whatwg) == rfc, "\(string)")
    }
    return rfc
  }

  private func whatwg(_ string: String) -> String {
    URLNormalisation.normalise(string, dotSegments: .whatwg)
  }

  // MARK: - Dot segments

  @Test func dotSegmentsAreRemoved() {
    #expect(normalise("x://h/a/./b/../c") == "x://h/a/c")
    #expect(normalise("x://h/a/..") == "x://h/")
    #expect(normalise("x://h/.") == "x://h/")
    #expect(normalise("x://h/../../a") == "x://h/a")
  }

  @Test func encodedDotsAndLongerDotRunsAreNotRFC3986DotSegments() {
    #expect(normalise("x://h/%2E%2E") == "x://h/%2E%2E")
    #expect(normalise("x://h/.../a.b") == "x://h/.../a.b")
  }

  // MARK: - WHATWG dot segments

  @Test func whatwgReadsEveryCaseOfAnEscapedDotAsADot() {
    #expect(whatwg("mailbox://thread/%2E%2E") == "mailbox://thread/")
    #expect(whatwg("mailbox://thread/%2E") == "mailbox://thread/")
    #expect(whatwg("x://h/a/b/%2e./c") == "x://h/a/c")
    #expect(whatwg("x://h/a/b/.%2E/c") == "x://h/a/c")
    #expect(whatwg("x://h/a/%2e/c") == "x://h/a/c")
    #expect(whatwg("x://h/a/%2E%2e") == "x://h/")
  }

  @Test func whatwgFollowsTheStandardsTestData() {
    // Cases of the WHATWG URL test data (web-platform-tests, urltestdata.json),
    // with our escape uppercasing applied to the expected href.
    #expect(whatwg("https://example.com/aaa/bbb/%2e%2e?query") == "https://example.com/aaa/?query")
    #expect(whatwg("http://example.com/foo/bar/..") == "http://example.com/foo/")
    #expect(whatwg("http://example.com/foo/../../..") == "http://example.com/")
    #expect(whatwg("http://example.com/foo/%2e") == "http://example.com/foo/")
    #expect(whatwg("http://example.com/foo/%2e%2") == "http://example.com/foo/%2E%2")
    #expect(
      whatwg("http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar") == "http://example.com/%2E.bar")
    #expect(whatwg("http://example.com////../..") == "http://example.com//")
    #expect(whatwg("http://example.com/foo/bar//..") == "http://example.com/foo/bar/")
    #expect(whatwg("http://example.com/foo/bar//../..") == "http://example.com/foo/")
    #expect(whatwg("http://www/foo%2Ehtml") == "http://www/foo%2Ehtml")
    #expect(whatwg("http://www/foo/%2E/html") == "http://www/foo/html")
  }

  @Test func whatwgLeavesTwiceEscapedDotsAndOpaquePathsAlone() {
    #expect(whatwg("mailbox://thread/%252E%252E") == "mailbox://thread/%252E%252E")
    #expect(whatwg("x://h/%2E%2E%2E/%2Ex") == "x://h/%2E%2E%2E/%2Ex")
    #expect(whatwg("mailto:a/%2e%2e/b") == "mailto:a/%2E%2E/b")
  }

  @Test func whatwgKeepsAPathWithoutAuthorityFromReadingAsOne() {
    #expect(whatwg("x:/a/..//b") == "x:/.//b")
    #expect(whatwg("x://h/a/..//b") == "x://h//b")
  }

  @Test func removingDotSegmentsFollowsRFC3986Examples() {
    // RFC 3986 §5.2.4's two worked examples.
    #expect(URLNormalisation.removingDotSegments("/a/b/c/./../../g") == "/a/g")
    #expect(URLNormalisation.removingDotSegments("mid/content=5/../6") == "mid/6")
  }

  // MARK: - Ports, query, escapes

  @Test func emptyAndDefaultPortsAreDropped() {
    #expect(normalise("x://h:/a") == "x://h/a")
    #expect(normalise("http://h:80/a") == "http://h/a")
    #expect(normalise("HTTPS://h:443") == "HTTPS://h")
    #expect(normalise("http://h:8080/a") == "http://h:8080/a")
    #expect(normalise("x://[::1]/a") == "x://[::1]/a")
  }

  @Test func emptyQueryIsDropped() {
    #expect(normalise("x://h/a?") == "x://h/a")
    #expect(normalise("x://h/a?#f") == "x://h/a#f")
    #expect(normalise("x://h/a?q") == "x://h/a?q")
  }

  @Test func percentEscapesAreUppercased() {
    #expect(normalise("x://h/a%2fb?q=%c3%a9#%7e") == "x://h/a%2Fb?q=%C3%A9#%7E")
    #expect(normalise("x://h/%zz%2") == "x://h/%zz%2")
  }

  @Test func theQueryAndFragmentKeepTheirDots() {
    #expect(normalise("x://h/a?q=/../b#/./c") == "x://h/a?q=/../b#/./c")
  }

  @Test func textWithoutASchemeOnlyHasItsEscapesUppercased() {
    #expect(normalise("a/../%2f") == "a/../%2F")
  }
}

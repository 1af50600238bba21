import Testing

@testable import IrisCheckLaws

struct URLNormalisationTests {
  private func normalise(_ string: String) -> String {
    URLNormalisation.normalise(string)
  }

  // MARK: - Dot segments

  @Test func dotSegmentsAreRemoved() {
    #expect(normalise("x://h/a/./b/../c") == "x://h/a/c")
    #expect(normalise("x://h/a/..") == "x://h/")
    #expect(normalise("x://h/.") == "x://h/")
    #expect(normalise("x://h/../../a") == "x://h/a")
  }

  @Test func encodedDotsAndLongerDotRunsAreNotDotSegments() {
    #expect(normalise("x://h/%2E%2E") == "x://h/%2E%2E")
    #expect(normalise("x://h/.../a.b") == "x://h/.../a.b")
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

import Iris
import Testing

struct URLPatternTests {
  private func error(_ pattern: String) -> URLPatternError? {
    do {
      _ = try URLPattern(validating: pattern)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Forms

  @Test func bareHostHasNoPathAndNoQuery() {
    let pattern = URLPattern("inbox")
    #expect(pattern.host == "inbox")
    #expect(pattern.path.isEmpty)
    #expect(pattern.captureQueryNames.isEmpty)
  }

  @Test func literalSegmentFollowsHost() {
    let pattern = URLPattern("thread/all")
    #expect(pattern.host == "thread")
    #expect(pattern.path == [.literal("all")])
  }

  @Test func colonSegmentIsNamedCapture() {
    let pattern = URLPattern("thread/:id")
    #expect(pattern.path == [.capture("id")])
    #expect(pattern.captureNames == ["id"])
  }

  @Test func queryNamesFollowQuestionMark() {
    let pattern = URLPattern("search?q&r")
    #expect(pattern.host == "search")
    #expect(pattern.path.isEmpty)
    #expect(pattern.captureQueryNames == ["q", "r"])
  }

  @Test func literalCaptureAndQueryCombine() {
    let pattern = URLPattern("host/lit/:id?q")
    #expect(pattern.host == "host")
    #expect(pattern.path == [.literal("lit"), .capture("id")])
    #expect(pattern.captureQueryNames == ["q"])
    #expect(pattern.captureNames == ["id", "q"])
  }

  @Test func literalMayHoldAnyTextButSeparators() {
    let pattern = URLPattern("h/café:latte")
    #expect(pattern.path == [.literal("café:latte")])
  }

  @Test func descriptionParsesBackToSamePattern() throws {
    for text in ["inbox", "thread/:id/message/:n", "search?q&page", "a/b/:c?d"] {
      let pattern = URLPattern(text)
      #expect(pattern.description == text)
      #expect(URLPattern(pattern.description) == pattern)
      #expect(try URLPattern(validating: pattern.description) == pattern)
    }
  }

  // MARK: - Validating

  @Test func emptyPatternHasEmptyHost() {
    #expect(error("")?.description == #"invalid URL pattern "": empty host at offset 0"#)
  }

  @Test func leadingSlashOrQueryHasEmptyHost() {
    #expect(error("/a")?.description == #"invalid URL pattern "/a": empty host at offset 0"#)
    #expect(error("?q")?.description == #"invalid URL pattern "?q": empty host at offset 0"#)
  }

  @Test func hostRejectsReservedCharacters() {
    #expect(
      error("in box")?.description
        == #"invalid URL pattern "in box": invalid character " " in host "#
        + "(allowed: A-Z a-z 0-9 - . _ ~) at offset 2"
    )
    #expect(error("in box")?.reason == .invalidHostCharacter(" "))
  }

  @Test func doubleSlashIsEmptySegment() {
    let error = error("inbox//x")
    #expect(
      error?.description == #"invalid URL pattern "inbox//x": empty path segment at offset 6"#)
    #expect(error?.reason == .emptySegment)
    #expect(error?.offset == 6)
  }

  @Test func trailingSlashIsEmptySegment() {
    #expect(
      error("inbox/")?.description
        == #"invalid URL pattern "inbox/": empty path segment at offset 6"#
    )
  }

  @Test func colonWithoutNameIsEmptyCaptureName() {
    #expect(
      error("thread/:")?.description
        == #"invalid URL pattern "thread/:": capture ":" has no name at offset 7"#
    )
    #expect(error("thread/:/x")?.reason == .emptyCaptureName)
  }

  @Test func captureNameRejectsReservedCharacters() {
    #expect(
      error("thread/:i d")?.description
        == #"invalid URL pattern "thread/:i d": invalid character " " in name "#
        + "(allowed: A-Z a-z 0-9 - . _ ~) at offset 9"
    )
  }

  @Test func duplicatePathCaptureIsRejectedAtSecondOccurrence() {
    #expect(
      error("thread/:id/x/:id")?.description
        == #"invalid URL pattern "thread/:id/x/:id": duplicate capture name "id" at offset 13"#
    )
  }

  @Test func duplicateQueryNameIsRejected() {
    #expect(
      error("search?q&q")?.description
        == #"invalid URL pattern "search?q&q": duplicate capture name "q" at offset 9"#
    )
  }

  @Test func queryNameMayNotRepeatPathCapture() {
    #expect(error("thread/:id?id")?.reason == .duplicateCaptureName("id"))
    #expect(error("thread/:id?id")?.offset == 11)
  }

  @Test func emptyQueryNamesAreRejected() {
    #expect(
      error("search?")?.description
        == #"invalid URL pattern "search?": empty query name at offset 7"#
    )
    #expect(error("search?q&")?.offset == 9)
    #expect(error("search?&q")?.offset == 7)
    #expect(error("search?q&&r")?.reason == .emptyQueryName)
  }

  @Test func queryDefaultValueIsRejected() {
    #expect(
      error("search?q=x")?.description
        == #"invalid URL pattern "search?q=x": invalid character "=" in name "#
        + "(allowed: A-Z a-z 0-9 - . _ ~) at offset 8"
    )
  }

  @Test func fragmentIsRejected() {
    #expect(
      error("inbox#top")?.description
        == ##"invalid URL pattern "inbox#top": "#" (patterns have no fragment) at offset 5"##
    )
  }

  @Test func routeValidatingInitThrowsSameError() {
    #expect(throws: URLPatternError(pattern: "a//b", offset: 2, reason: .emptySegment)) {
      try URLRoute<Int>(validating: "a//b", parse: { _ in 1 }, emit: { _ in nil })
    }
  }

  // MARK: - Reading as Iris 1.0 does

  @Test func queryNameEndsAtEqualsSignAsIn1_0() {
    #expect(URLPattern("search?q=x") == URLPattern("search?q"))
    #expect(URLPattern("search?q=x&page=2").captureQueryNames == ["q", "page"])
  }

  @Test func emptyPathSegmentsAreDroppedAsIn1_0() {
    #expect(URLPattern("inbox//x") == URLPattern("inbox/x"))
    #expect(URLPattern("/inbox/") == URLPattern("inbox"))
    #expect(URLPattern("thread//:id/?q") == URLPattern("thread/:id?q"))
  }

  @Test func emptyQueryNamesAreDroppedAsIn1_0() {
    #expect(URLPattern("search?") == URLPattern("search"))
    #expect(URLPattern("search?&q&&r&") == URLPattern("search?q&r"))
    #expect(URLPattern("search?=x&q") == URLPattern("search?q"))
  }

  @Test func lenientReadingStillChecksWhatItKeeps() {
    #expect(URLPattern("h/a=b").path == [.literal("a=b")])
    #expect(error("search?q=x")?.reason == .invalidNameCharacter("="))
  }

  @Test(arguments: [
    ("#", ##"invalid URL pattern "#": "#" (patterns have no fragment) at offset 0"##),
    ("?q", #"invalid URL pattern "?q": empty host at offset 0"#),
    (
      "☃/x",
      #"invalid URL pattern "☃/x": invalid character "☃" in host "#
        + "(allowed: A-Z a-z 0-9 - . _ ~) at offset 0"
    ),
    ("t/:", #"invalid URL pattern "t/:": capture ":" has no name at offset 2"#),
    ("t/:id?id", #"invalid URL pattern "t/:id?id": duplicate capture name "id" at offset 6"#),
  ])
  func patternNoLinkCouldMatchStopsNamingTheRule(pattern: String, message: String) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [pattern] in _ = URLPattern(pattern) }
    #expect(standardError(result).contains(message))
  }

  @Test func routeReadsItsPatternAsIn1_0() {
    let route = URLRoute<Int>("search?q=x", parse: { _ in 1 }, emit: { _ in nil })
    #expect(route.pattern == URLPattern("search?q"))
    let slashes = URLRoute<Int>("inbox//x", parse: { _ in 1 }, emit: { _ in nil })
    #expect(slashes.pattern.path == [.literal("x")])
  }

  @Test func routeWithFragmentStopsWithItsPosition() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { _ = URLRoute<Int>("#", parse: { _ in 1 }, emit: { _ in nil }) }
    #expect(
      standardError(result).contains(
        ##"invalid URL pattern "#": "#" (patterns have no fragment) at offset 0"##))
  }
}

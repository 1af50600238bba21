import Foundation
import Iris
import Testing

struct URLPathRouterTests {
  private let router = DemoRoutes.router

  private func parse(_ string: String) throws -> DemoIntent? {
    router.parse(try DemoRoutes.url(string))
  }

  private func print(_ intent: DemoIntent) -> String? {
    router.url(for: intent)?.absoluteString
  }

  // MARK: - Matching

  @Test func captureMatchesOneSegment() throws {
    #expect(try parse("demo://conversation/scrum") == .conversation("scrum"))
  }

  @Test func literalAndCapturesMatchInOrder() throws {
    #expect(
      try parse("demo://conversation/a/message/7") == .message(conversation: "a", message: "7"))
  }

  @Test func literalMismatchDoesNotMatch() throws {
    #expect(try parse("demo://conversation/a/other/7") == nil)
  }

  @Test func literalsCompareCaseSensitively() throws {
    #expect(try parse("demo://conversation/a/MESSAGE/7") == nil)
  }

  @Test func arityMismatchDoesNotMatch() throws {
    #expect(try parse("demo://conversation/a/b") == nil)
    #expect(try parse("demo://conversation") == nil)
    #expect(try parse("demo://home/extra") == nil)
  }

  @Test func schemeAndHostCompareCaseInsensitively() throws {
    #expect(try parse("DEMO://Home") == .home)
    #expect(try parse("Demo://CONVERSATION/AbC") == .conversation("AbC"))
  }

  @Test func percentEncodedHostIsDecoded() throws {
    #expect(try parse("demo://h%6Fme") == .home)
  }

  @Test func otherSchemeOrHostDoesNotMatch() throws {
    #expect(try parse("other://home") == nil)
    #expect(try parse("demo://nowhere") == nil)
  }

  @Test func oneTrailingSlashIsIgnored() throws {
    #expect(try parse("demo://home/") == .home)
    #expect(try parse("demo://conversation/a/") == .conversation("a"))
  }

  @Test func emptySegmentsDoNotMatch() throws {
    #expect(try parse("demo://conversation//a") == nil)
    #expect(try parse("demo://home//") == nil)
    #expect(try parse("demo://conversation/a//") == nil)
  }

  @Test func userInfoOrPortDoesNotMatch() throws {
    #expect(try parse("demo://me@home") == nil)
    #expect(try parse("demo://home:80") == nil)
  }

  @Test func fragmentAndUnknownQueryItemsAreIgnored() throws {
    #expect(try parse("demo://home#top") == .home)
    #expect(try parse("demo://home?utm=1") == .home)
  }

  @Test func invalidUTF8SegmentDoesNotMatch() throws {
    #expect(try parse("demo://conversation/%C3") == nil)
  }

  // MARK: - Query captures

  @Test func absentQueryNameIsAbsentCapture() throws {
    #expect(try parse("demo://search") == .search(query: nil, page: nil))
    #expect(try parse("demo://search?page=2") == .search(query: nil, page: "2"))
  }

  @Test func presentQueryNameCapturesItsValue() throws {
    #expect(try parse("demo://search?q=mock") == .search(query: "mock", page: nil))
  }

  @Test func queryNameWithoutValueCapturesEmptyString() throws {
    #expect(try parse("demo://search?q") == .search(query: "", page: nil))
    #expect(try parse("demo://search?q=") == .search(query: "", page: nil))
  }

  @Test func plusInQueryIsNotSpace() throws {
    #expect(try parse("demo://search?q=a+b") == .search(query: "a+b", page: nil))
    #expect(try parse("demo://search?q=a%2Bb%20c") == .search(query: "a+b c", page: nil))
  }

  @Test func firstOfDuplicatedQueryNamesWins() throws {
    #expect(try parse("demo://search?q=1&q=2") == .search(query: "1", page: nil))
  }

  @Test func malformedQueryItemIsSkipped() throws {
    #expect(try parse("demo://search?q=%C3&q=ok") == .search(query: "ok", page: nil))
  }

  @Test func queryNamesCompareCaseSensitively() throws {
    #expect(try parse("demo://search?Q=1") == .search(query: nil, page: nil))
  }

  // MARK: - Emission

  @Test func emitsHostOnly() {
    #expect(print(.home) == "demo://home")
  }

  @Test func emitsCapturesAndLiterals() {
    #expect(print(.conversation("scrum")) == "demo://conversation/scrum")
    #expect(print(.message(conversation: "a", message: "7")) == "demo://conversation/a/message/7")
  }

  @Test func emitsOnlyNonNilQueryItems() {
    #expect(print(.search(query: "mock", page: nil)) == "demo://search?q=mock")
    #expect(print(.search(query: nil, page: nil)) == "demo://search")
    #expect(print(.search(query: "", page: "2")) == "demo://search?q=&page=2")
  }

  @Test func encodesReservedCharactersInSegment() {
    #expect(
      print(.conversation("a/b?c#d%e f+g")) == "demo://conversation/a%2Fb%3Fc%23d%25e%20f%2Bg"
    )
  }

  @Test func encodesUnicodeSegmentAsUTF8() {
    #expect(print(.conversation("é😀")) == "demo://conversation/%C3%A9%F0%9F%98%80")
  }

  @Test func encodesQuerySeparatorsInValue() {
    #expect(
      print(.search(query: "a&b=c+d#e f", page: nil)) == "demo://search?q=a%26b%3Dc%2Bd%23e%20f")
  }

  @Test func emptyCaptureIsNotPrinted() {
    #expect(print(.conversation("")) == nil)
    #expect(print(.message(conversation: "a", message: "")) == nil)
  }

  @Test func intentNoRouteEmitsIsNotPrinted() throws {
    #expect(print(.unknown(try DemoRoutes.url("demo://x"))) == nil)
  }

  @Test func emissionThatDoesNotFitPatternIsNotPrinted() {
    func router(_ emission: URLEmission) -> URLPathRouter<Int> {
      URLPathRouter(
        scheme: "demo",
        routes: [URLRoute("a/lit/:id?q", parse: { _ in 1 }, emit: { _ in emission })]
      )
    }
    #expect(router(URLEmission("lit", "x")).url(for: 1)?.absoluteString == "demo://a/lit/x")
    #expect(router(URLEmission("x")).url(for: 1) == nil)
    #expect(router(URLEmission("other", "x")).url(for: 1) == nil)
    let unknownName = URLEmission("lit", "x", queryItems: [URLQueryItem(name: "r", value: "1")])
    #expect(router(unknownName).url(for: 1) == nil)
    let twice = [URLQueryItem(name: "q", value: "1"), URLQueryItem(name: "q", value: "2")]
    #expect(router(URLEmission("lit", "x", queryItems: twice)).url(for: 1) == nil)
  }

  // MARK: - Round trip

  @Test func encodedSlashInCaptureRoundTrips() throws {
    let url = try #require(router.url(for: .conversation("a/b")))
    #expect(url.absoluteString == "demo://conversation/a%2Fb")
    #expect(router.parse(url) == .conversation("a/b"))
  }

  @Test func reservedAndUnicodeCharactersRoundTrip() throws {
    let nasty = ["a/b", "?", "#", "%", "%2F", " ", "+", "a+b c", "&=", "é", "👩‍👩‍👧", ".", "..", "~"]
    for text in nasty {
      let intents: [DemoIntent] = [
        .conversation(text),
        .message(conversation: text, message: text),
        .search(query: text, page: text),
      ]
      for intent in intents {
        let url = try #require(router.url(for: intent), "\(intent) did not print")
        #expect(router.parse(url) == intent, "\(url.absoluteString)")
      }
    }
  }

  @Test func dotSegmentsPrintEscapedTwiceAndSurviveStandardizing() throws {
    #expect(print(.conversation("..")) == "demo://conversation/%252E%252E")
    #expect(print(.conversation(".")) == "demo://conversation/%252E")
    let url = try #require(router.url(for: .conversation("..")))
    #expect(router.parse(url.standardized) == .conversation(".."))
    #expect(print(.conversation("...")) == "demo://conversation/...")
  }

  @Test func escapesOfDotSegmentsPrintOneLevelDeeperAndRoundTrip() throws {
    #expect(print(.conversation("%2E")) == "demo://conversation/%25252E")
    #expect(print(.conversation("%2e.")) == "demo://conversation/%25252e%252E")
    for id in ["%2E", "%2e", ".%2E", "%2e.", "%2E%2e", "%252E", "%2E%2E%2E"] {
      let url = try #require(router.url(for: .conversation(id)))
      #expect(router.parse(url) == .conversation(id), "\(url.absoluteString)")
    }
  }

  @Test func everySpellingOfADotSegmentReadsAsTheDot() throws {
    for (link, id) in [
      ("demo://conversation/%252E", "."), ("demo://conversation/%252e%252E", ".."),
      ("demo://conversation/%2E", "."), ("demo://conversation/%2e%2E", ".."),
      ("demo://conversation/.", "."), ("demo://conversation/..", ".."),
      ("demo://conversation/.%2e", ".."),
    ] {
      #expect(try parse(link) == .conversation(id), "\(link)")
    }
  }

  @Test func punycodeHostRoundTrips() throws {
    let router = URLPathRouter<String>(
      scheme: "fz",
      routes: [URLRoute("xn--n3h/:id", parse: { $0["id"] }, emit: { URLEmission($0) })])
    let url = try #require(router.url(for: "v"))
    #expect(url.absoluteString == "fz://xn--n3h/v")
    #expect(router.parse(url) == "v")
    #expect(router.parse(try DemoRoutes.url("FZ://XN--N3H/v")) == "v")
    // The URLComponents reading (a port-less `:` sends it there) keeps punycode too.
    #expect(router.parse(try DemoRoutes.url("fz://xn--n3h:/v")) == "v")
    #expect(router.parse(try DemoRoutes.url("fz://☃/v")) == "v")
  }

  @Test func invalidPunycodeHostIsReadAsWritten() throws {
    let router = URLPathRouter<String>(
      scheme: "fz",
      routes: [URLRoute("xn--zz", parse: { _ in "zz" }, emit: { _ in URLEmission() })])
    #expect(router.parse(try DemoRoutes.url("fz://xn--zz")) == "zz")
    #expect(router.parse(try DemoRoutes.url("fz://xn--zz:")) == "zz")
  }

  @Test func urlWithBaseIsReadByItsAbsoluteString() throws {
    let base = try DemoRoutes.url("demo://conversation/")
    let relative = try #require(URL(string: "x", relativeTo: base))
    #expect(relative.absoluteString == "demo://conversation/x")
    #expect(router.parse(relative) == .conversation("x"))
    // An empty port sends the link to the URLComponents reading.
    let unusualBase = try DemoRoutes.url("demo://conversation:/")
    let unusual = try #require(URL(string: "x%20y?q=1", relativeTo: unusualBase))
    #expect(router.parse(unusual) == .conversation("x y"))
  }

  // MARK: - Scheme

  @Test func schemeOutsideRFC3986StopsNamingTheCharacter() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { _ = URLPathRouter<Int>(scheme: "my_app", routes: []) }
    #expect(
      standardError(result).contains(
        #"invalid URL scheme "my_app": "_" at offset 2 (a scheme is a letter, "#
          + "then letters, digits, + - .)"))
  }

  @Test func schemeMayHoldDigitsPlusMinusAndDotAfterALetter() {
    #expect(URLPathRouter<Int>(scheme: "my-app.v2+x", routes: []).scheme == "my-app.v2+x")
  }

  // MARK: - First match

  @Test func earlierRouteWinsParse() throws {
    #expect(
      try parse("demo://conversation/a/message/b") == .message(conversation: "a", message: "b"))
  }

  @Test func decliningParseFallsThroughToNextRoute() throws {
    let router = URLPathRouter<String>(
      scheme: "demo",
      routes: [
        URLRoute("n/:v", parse: { Int($0["v"] ?? "").map { "int \($0)" } }, emit: { _ in nil }),
        URLRoute("n/:v", parse: { $0["v"].map { "text \($0)" } }, emit: { _ in nil }),
      ]
    )
    #expect(router.parse(try DemoRoutes.url("demo://n/7")) == "int 7")
    #expect(router.parse(try DemoRoutes.url("demo://n/x")) == "text x")
  }

  @Test func firstNonNilEmitWinsPrint() {
    let router = URLPathRouter<String>(
      scheme: "demo",
      routes: [
        URLRoute("first", parse: { _ in nil }, emit: { $0 == "a" ? URLEmission() : nil }),
        URLRoute("second", parse: { _ in nil }, emit: { _ in URLEmission() }),
      ]
    )
    #expect(router.url(for: "a")?.absoluteString == "demo://first")
    #expect(router.url(for: "b")?.absoluteString == "demo://second")
  }

  // MARK: - Totality

  @Test func weirdURLsParseToNilWithoutTrapping() throws {
    let weird = [
      "x:", "///", "scheme://", "demo:", "demo://", "demo:///", "demo:home", "demo://[::1]",
      "demo://[::1]/a", "demo://?q=1", "demo://conversation/%C3%28", "demo://home/%FF",
    ]
    for text in weird {
      #expect(try parse(text) == nil, "\(text)")
    }
  }

  @Test func percentGarbageIsEscapedByURLAndParsedLiterally() throws {
    // NB: URL(string:) re-encodes a stray `%` as `%25`, so the capture is the text itself.
    #expect(try parse("demo://conversation/%zz") == .conversation("%zz"))
    #expect(try parse("demo://conversation/%") == .conversation("%"))
  }

  @Test func emptyQueryItemsAreSkipped() throws {
    #expect(try parse("demo://search?&&=&q") == .search(query: "", page: nil))
  }
}

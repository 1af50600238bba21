import Foundation
import IrisCheck
import Testing

struct SwiftLiteralTests {
  private struct Point { var x: Int, y: Int }
  private enum Route {
    case root
    case thread(id: String)
    case pair(Int, String)
  }
  private final class Box { let value = [1] }
  private struct Tag: RawRepresentable, ExpressibleByStringLiteral {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }
  }
  private struct Code: RawRepresentable { var rawValue: String }
  /// Stores hundredths but spells itself in cents: reflection alone would
  /// print `Money(hundredths: 5)`.
  private struct Money: SwiftLiteralRepresentable {
    var hundredths: Int
    var swiftLiteral: String { "Money(cents: \(hundredths))" }
  }
  /// Payload-free cases with a `description` that is not Swift.
  private enum Shelf: CustomStringConvertible, CustomDebugStringConvertible {
    case shelf
    case top(Int)
    var description: String { "..SHELF" }
    var debugDescription: String { "Shelf!" }
  }

  // MARK: - Scalars and strings

  @Test func stringsAreEscapedSwiftLiterals() {
    #expect(SwiftLiteral.describe("a\"b\\c\n\t") == #""a\"b\\c\n\t""#)
    #expect(SwiftLiteral.describe("\u{1}\u{200F}é👩‍👩‍👧") == #""\u{1}\u{200F}é👩‍👩‍👧""#)
    #expect(SwiftLiteral.describe(Character("x")) == #""x""#)
  }

  @Test func numbersAndBoolsPrintPlainly() {
    #expect(SwiftLiteral.describe(-3) == "-3")
    #expect(SwiftLiteral.describe(UInt8(7)) == "7")
    #expect(SwiftLiteral.describe(true) == "true")
    #expect(SwiftLiteral.describe(1.5) == "1.5")
    #expect(SwiftLiteral.describe(Double.nan) == ".nan")
    #expect(SwiftLiteral.describe(-Double.infinity) == "-.infinity")
  }

  // MARK: - Containers

  @Test func arraysOptionalsAndTuples() {
    #expect(SwiftLiteral.describe([0, 1]) == "[0, 1]")
    #expect(SwiftLiteral.describe([Int?.none, 1]) == "[nil, 1]")
    #expect(SwiftLiteral.describe(Int?.some(3) as Any) == "3")
    #expect(SwiftLiteral.describe((1, "a")) == #"(1, "a")"#)
    #expect(SwiftLiteral.describe((x: 1, y: 2)) == "(x: 1, y: 2)")
  }

  @Test func setsAndDictionariesAreSorted() {
    // NB: 25 elements: a broken sort passes by hash order with odds 1 in 25!.
    let numbers = Array(1...25)
    #expect(
      SwiftLiteral.describe(Set(numbers.reversed()))
        == "[" + numbers.map(String.init).joined(separator: ", ") + "]")
    let letters = "abcdefghijklmnopqrstuvwxy".map(String.init)
    let dictionary = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($1, $0) })
    #expect(
      SwiftLiteral.describe(dictionary)
        == "[" + letters.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "]")
    #expect(SwiftLiteral.describe([String: Int]()) == "[:]")
  }

  // MARK: - Foundation values

  @Test func foundationValuesPrintAsTheExpressionThatRebuildsThem() throws {
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(
      SwiftLiteral.describe(uuid) == #"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!"#)
    let date = Date(timeIntervalSinceReferenceDate: 786_297_600.123_456_7)
    #expect(
      SwiftLiteral.describe(date) == "Date(timeIntervalSinceReferenceDate: 786297600.1234567)")
    #expect(Date(timeIntervalSinceReferenceDate: 786297600.1234567) == date)
    #expect(SwiftLiteral.describe(Data([0x01, 0xAB, 0xFF])) == "Data([0x01, 0xAB, 0xFF])")
    #expect(SwiftLiteral.describe(Data()) == "Data()")
    let url = try #require(URL(string: "https://a.b/c?d=%20"))
    #expect(SwiftLiteral.describe(url) == #"URL(string: "https://a.b/c?d=%20")!"#)
  }

  @Test func foundationValuesNestedInOtherValuesPrintTheSameWay() throws {
    let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000A"))
    let value: (id: UUID?, blobs: [Data]) = (uuid, [Data([0x0F])])
    #expect(
      SwiftLiteral.describe(value)
        == #"(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, blobs: [Data([0x0F])])"#
    )
  }

  // MARK: - Types

  @Test func structsPrintAsMemberwiseInitialisers() {
    #expect(SwiftLiteral.describe(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
    #expect(SwiftLiteral.describe(Box()) == "Box(value: [1])")
  }

  @Test func stringLiteralIdentifiersPrintAsTheirLiteral() {
    #expect(SwiftLiteral.describe(Tag(rawValue: "a/\"")) == #""a/\"""#)
    #expect(SwiftLiteral.describe([Tag(rawValue: "")]) == #"[""]"#)
    // Without ExpressibleByStringLiteral a literal would not compile back.
    #expect(SwiftLiteral.describe(Code(rawValue: "x")) == #"Code(rawValue: "x")"#)
  }

  @Test func enumsPrintAsCases() {
    #expect(SwiftLiteral.describe(Route.root) == ".root")
    #expect(SwiftLiteral.describe(Route.thread(id: "/")) == #".thread(id: "/")"#)
    #expect(SwiftLiteral.describe(Route.pair(1, "z")) == #".pair(1, "z")"#)
    #expect(SwiftLiteral.describe([Route.root]) == "[.root]")
  }

  @Test func payloadCasesPrintFromStructureNotDescription() {
    #expect(SwiftLiteral.describe(Shelf.top(1)) == ".top(1)")
    #expect(CaseName.of(Shelf.top(1)) == "top")
  }

  @Test func aPayloadFreeCaseWithACustomDescriptionPrintsByReflecting() {
    #expect(SwiftLiteral.describe([Shelf.shelf, .top(1)]) == "[Shelf!, .top(1)]")
    #expect(CaseName.of(Shelf.shelf) == "..SHELF")
  }

  @Test func invisibleAndSpaceLikeScalarsAreEscaped() {
    #expect(
      SwiftLiteral.describe("a\u{A0}b\u{FEFF}\u{2028}\u{3000}\u{200B} c")
        == #""a\u{A0}b\u{FEFF}\u{2028}\u{3000}\u{200B} c""#)
    // Combining marks and emoji joiners print as themselves.
    #expect(SwiftLiteral.describe("e\u{301}👩‍👧") == "\"e\u{301}👩‍👧\"")
  }

  @Test func customRepresentationWins() {
    #expect(SwiftLiteral.describe([Money(hundredths: 5)]) == "[Money(cents: 5)]")
  }
}

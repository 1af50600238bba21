import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

private struct Token: RawRepresentable, Equatable {
  var rawValue: String
}

private enum Pane: String {
  case general = "general-pane"
}

private struct Draft {
  var to: String?
  var subject: String?
}

private enum Intent {
  case open(id: Token, page: Int)
  case pane(Pane?)
  case draft(Draft)
  case plain
}

struct PayloadFieldsTests {
  @Test func rawValuesAndIntegersBecomeLinkTexts() {
    let fields = PayloadFields.of(Intent.open(id: Token(rawValue: "t-1"), page: 7))
    #expect(fields.map(\.label) == ["id", "page"])
    #expect(fields.map(\.text) == ["t-1", "7"])
  }

  @Test func stringEnumsUseTheirRawValueAndNilIsSkipped() {
    #expect(PayloadFields.of(Intent.pane(.general)).map(\.text) == ["general-pane"])
    #expect(PayloadFields.of(Intent.pane(nil)).isEmpty)
  }

  @Test func nestedStructsContributeTheirFieldLabels() {
    let fields = PayloadFields.of(Intent.draft(Draft(to: "", subject: nil)))
    #expect(fields.map(\.label) == ["to"])
    #expect(PayloadFields.containsEmptyText(Intent.draft(Draft(to: "", subject: nil))))
    #expect(!PayloadFields.containsEmptyText(Intent.draft(Draft(to: "a", subject: "b"))))
  }

  @Test func payloadFreeCaseHasNoFields() {
    #expect(PayloadFields.of(Intent.plain).isEmpty)
  }
}

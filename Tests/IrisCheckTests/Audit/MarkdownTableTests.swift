import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

struct MarkdownTableTests {
  @Test func cellsWithPipesAndNewlinesKeepTheTableShape() {
    var table = MarkdownTable(["a", "b"])
    table.append(["x|y", "1\n2"])
    #expect(table.text == "| a | b |\n| --- | --- |\n| x\\|y | 1 2 |")
  }

  @Test func codeSpanFenceOutgrowsBackticksInside() {
    #expect(MarkdownTable.code("a") == "`a`")
    #expect(MarkdownTable.code("a`b") == "``a`b``")
    #expect(MarkdownTable.code("`a") == "`` `a ``")
  }
}

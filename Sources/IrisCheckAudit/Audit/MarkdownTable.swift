import IrisCheckCore
import IrisCheckLaws

/// A Markdown (GitHub-flavoured) table, built row by row; cells are escaped
/// so a `|` or a newline in a value never breaks the table.
struct MarkdownTable {
  let header: [String]
  private(set) var rows: [[String]] = []

  init(_ header: [String]) {
    self.header = header
  }

  mutating func append(_ cells: [String]) {
    rows.append(cells)
  }

  /// The table's lines, header and separator first.
  var text: String {
    let lines = [header, header.map { _ in "---" }] + rows
    return lines.map { "| " + $0.map(Self.escape).joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  static func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\n", with: " ")
  }

  /// `text` as inline code, with a fence longer than any backtick run
  /// inside it.
  static func code(_ text: String) -> String {
    var fence = "`"
    while text.contains(fence) { fence += "`" }
    let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + pad + text + pad + fence
  }
}

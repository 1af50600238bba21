/// A Swift file's lines as the README rule reads them: trailing whitespace
/// removed, `import` lines set apart.
struct SwiftSource: Sendable {
  /// The file's path, from the package's folder.
  let path: String
  /// The lines that are not `import` lines, trailing whitespace removed.
  let lines: [String]
  /// The line number in the file (counting from 1) of each of ``lines``.
  let lineNumbers: [Int]
  /// The modules the file's `import` lines name.
  let imports: Set<String>

  /// Reads a file's text.
  /// - Parameters:
  ///   - path: the file's path, from the package's folder.
  ///   - text: its text.
  init(path: String, text: String) {
    self.path = path
    var lines: [String] = []
    var numbers: [Int] = []
    var imports: Set<String> = []
    for (index, line) in Self.lines(of: text).enumerated() {
      if let module = Self.importedModule(line) {
        imports.insert(module)
      } else {
        lines.append(line)
        numbers.append(index + 1)
      }
    }
    self.lines = lines
    self.lineNumbers = numbers
    self.imports = imports
  }

  /// The lines of `text`, trailing whitespace removed.
  /// - Parameter text: a text.
  /// - Returns: its lines.
  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      trimmingTrailingWhitespace(String($0))
    }
  }

  /// `line` without its trailing whitespace.
  /// - Parameter line: a line.
  /// - Returns: the trimmed line.
  static func trimmingTrailingWhitespace(_ line: String) -> String {
    guard let last = line.lastIndex(where: { !$0.isWhitespace }) else { return "" }
    return String(line[...last])
  }

  /// The module an `import` line names (`import Testing`, `@testable import
  /// Iris`, `import struct Foundation.URL`, `  import XCTest  // …`), or
  /// `nil` for any other line.
  /// - Parameter line: a line of Swift.
  /// - Returns: the module's name, or `nil`.
  static func importedModule(_ line: String) -> String? {
    let code = line.components(separatedBy: "//").first ?? ""
    var words = code.split(separator: " ")
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    guard words.count == 2 || words.count == 3, words[0] == "import" else { return nil }
    return words[words.count - 1].split(separator: ".").first.map(String.init)
  }
}

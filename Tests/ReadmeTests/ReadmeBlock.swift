/// A ```` ```swift ```` block of a Markdown file, and the rule that finds it
/// verbatim in a Swift file (`ReadmeBlocksTests` states the rule in full).
struct ReadmeBlock: Sendable {
  /// The Markdown file, from the package's folder: `README.md` or an article.
  var file = "README.md"
  /// The line of the opening fence, counting from 1.
  let line: Int
  /// The lines between the fences.
  let lines: [String]

  /// Where the block is and how it begins, for a failure: `README.md:144`
  /// and its first line.
  var name: String { "\(file):\(line) (`\(lines.first ?? "")`)" }

  /// Whether the block is a package manifest: its first line starts with
  /// `// swift-tools-version`.
  var isManifest: Bool { lines.first?.hasPrefix("// swift-tools-version") == true }

  /// The modules the block's `import` lines name.
  var imports: Set<String> { Set(lines.compactMap(SwiftSource.importedModule)) }

  /// The lines a Swift file must hold: the block's lines that are not
  /// `import` lines, trailing whitespace removed, without blank lines at
  /// either end.
  var code: [String] {
    let kept = lines.map(SwiftSource.trimmingTrailingWhitespace).filter {
      SwiftSource.importedModule($0) == nil
    }
    return Array(kept.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).reversed())
  }

  /// The ```` ```swift ```` blocks of `markdown`, in order.
  ///
  /// A fence is a line that starts with three backticks; the block of a
  /// fence whose info string is `swift` runs to the next line that is
  /// exactly three backticks. Other fenced blocks are skipped whole.
  /// - Parameters:
  ///   - markdown: the Markdown text.
  ///   - file: its path, from the package's folder, for the blocks' names.
  /// - Returns: the blocks.
  /// - Throws: ``Unclosed`` for a fence that is never closed.
  static func blocks(in markdown: String, file: String = "README.md") throws -> [ReadmeBlock] {
    var blocks: [ReadmeBlock] = []
    var open: (line: Int, isSwift: Bool)?
    var lines: [String] = []
    for (index, text) in SwiftSource.lines(of: markdown).enumerated() {
      if let fence = open {
        if text == "```" {
          if fence.isSwift {
            blocks.append(ReadmeBlock(file: file, line: fence.line, lines: lines))
          }
          open = nil
        } else {
          lines.append(text)
        }
      } else if text.hasPrefix("```") {
        open = (index + 1, text.dropFirst(3).drop(while: \.isWhitespace) == "swift")
        lines = []
      }
    }
    if let fence = open { throw Unclosed(file: file, line: fence.line) }
    return blocks
  }

  /// Whether `source` holds the block verbatim: `source` imports every
  /// module of ``imports``, and ``length(ofRunIn:at:)`` is all of ``code``
  /// somewhere.
  /// - Parameter source: a Swift file.
  /// - Returns: whether the block appears there.
  func appears(in source: SwiftSource) -> Bool {
    let code = code
    return imports.isSubset(of: source.imports)
      && source.lines.indices.contains { length(ofRunIn: source, at: $0, code) == code.count }
  }

  /// How many lines of ``code``, from its first, are the lines of `source`
  /// from `start` on (its lines without `import` lines): each non-blank one
  /// after the indentation the first has (spaces only), each blank one
  /// blank.
  /// - Parameters:
  ///   - source: a Swift file.
  ///   - start: an index of `source.lines`.
  /// - Returns: the run's length; `0` when the first line does not match.
  func length(ofRunIn source: SwiftSource, at start: Int) -> Int {
    length(ofRunIn: source, at: start, code)
  }

  private func length(ofRunIn source: SwiftSource, at start: Int, _ code: [String]) -> Int {
    guard let first = code.first, source.lines[start].hasSuffix(first) else { return 0 }
    let indent = source.lines[start].dropLast(first.count)
    guard indent.allSatisfy({ $0 == " " }) else { return 0 }
    var length = 0
    while length < code.count, start + length < source.lines.count {
      let expected = code[length].isEmpty ? "" : indent + code[length]
      guard source.lines[start + length] == expected else { break }
      length += 1
    }
    return length
  }

  /// A fence with no closing fence.
  struct Unclosed: Error, CustomStringConvertible {
    /// The Markdown file.
    var file = "README.md"
    /// The line of the opening fence.
    let line: Int
    var description: String { "\(file):\(line): a fenced block is never closed" }
  }
}

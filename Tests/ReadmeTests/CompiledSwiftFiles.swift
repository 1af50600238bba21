import Foundation

/// The Swift files the package's builds compile, where a README block may
/// live, and where a block is found among them.
///
/// Every `.swift` file under `Sources/`, `Tests/`, `Fuzz/` and
/// `Examples/TinyLinks/` (which `.ci/run` builds and tests through `make
/// fuzz-example`), except those under a `.build` folder, under
/// `Tests/UserPathBenchmarks/` (a package of its own that only `make bench`
/// builds), and the tests of this rule (whose fixtures are string literals).
struct CompiledSwiftFiles: Sendable {
  /// The files, in path order.
  let sources: [SwiftSource]
  /// Where each line is, by the line without its indentation: the index of
  /// its file in ``sources`` and of the line in the file's lines.
  private let index: [Substring: [(source: Int, line: Int)]]

  /// The folders searched, from the package's folder.
  static let folders = ["Sources", "Tests", "Fuzz", "Examples/TinyLinks"]
  /// Folders left out, from the package's folder.
  static let excluded = [
    "Tests/UserPathBenchmarks", "Tests/ReadmeTests/ReadmeBlocksTests.swift",
  ]

  /// Where a block was found, or how much of it was.
  struct Search {
    /// Whether a file holds the whole block.
    var appears = false
    /// The file holding the longest run of the block's first lines, the run's
    /// length and its first line in the file (counting from 1).
    var nearest: (path: String, length: Int, line: Int)?
  }

  /// Reads the files of the package in `root`.
  /// - Parameter root: the package's folder.
  /// - Throws: an error when a file cannot be read.
  init(root: URL) throws {
    var sources: [SwiftSource] = []
    for folder in Self.folders {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let relative = walker.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        if relative.split(separator: "/").last == ".build" || Self.excluded.contains(path) {
          walker.skipDescendants()
        } else if path.hasSuffix(".swift") {
          let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
          sources.append(SwiftSource(path: path, text: text))
        }
      }
    }
    self.init(sources.sorted { $0.path < $1.path })
  }

  /// Indexes `sources`.
  /// - Parameter sources: Swift files.
  init(_ sources: [SwiftSource]) {
    var index: [Substring: [(source: Int, line: Int)]] = [:]
    for (file, source) in sources.enumerated() {
      for (line, text) in source.lines.enumerated() where !text.isEmpty {
        index[text.drop { $0 == " " }, default: []].append((file, line))
      }
    }
    self.sources = sources
    self.index = index
  }

  /// The files of the package this test file belongs to.
  static func ofThisPackage() throws -> CompiledSwiftFiles {
    try CompiledSwiftFiles(root: packageRoot())
  }

  /// The folder of this package: two levels above this file's folder.
  static func packageRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Looks for `block` in every file: whether one holds it verbatim (see
  /// ``ReadmeBlock/appears(in:)``), and where the longest run of its first
  /// lines is.
  /// - Parameter block: a README block.
  /// - Returns: what was found.
  func search(_ block: ReadmeBlock) -> Search {
    let code = block.code
    var search = Search()
    guard let first = code.first else { return Search(appears: true) }
    for (file, line) in index[first.drop { $0 == " " }] ?? [] {
      let source = sources[file]
      let length = block.length(ofRunIn: source, at: line)
      if length == code.count, block.imports.isSubset(of: source.imports) {
        search.appears = true
      }
      if length > search.nearest?.length ?? 0 {
        search.nearest = (source.path, length, source.lineNumbers[line])
      }
    }
    return search
  }
}

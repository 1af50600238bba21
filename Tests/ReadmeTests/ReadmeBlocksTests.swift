import Foundation
import Testing

// Every ```swift block of README.md and of every DocC article (each `.md` file
// of a `Sources/<target>/<name>.docc/` catalog, `MarkdownFiles`) is real code,
// checked here by this rule:
//
// 1. A block whose first line starts with `// swift-tools-version` is a package
//    manifest. Written alone as the `Package.swift` of an empty temporary folder,
//    `swift package dump-package` must load it, and every
//    `.product(name: …, package: "IrisCheck")` it names must be a library product
//    of this package's Package.swift. Without `swift` on PATH this test is skipped,
//    saying so.
// 2. Any other block appears verbatim in a Swift file the package's builds compile
//    (`CompiledSwiftFiles`: every `.swift` file under Sources/, Tests/, Fuzz/ and
//    Examples/TinyLinks/, which `.ci/run` builds through `make fuzz-example`; not
//    Tests/UserPathBenchmarks/, `.build` folders nor this file). Verbatim means, exactly:
//    - `import` lines are left out, from the block and from the file; the file
//      must import every module the block imports;
//    - trailing whitespace is left out, and the block's blank lines at either end;
//    - then the block's lines are consecutive lines of the file, each non-blank
//      one after one same indentation (spaces only, so that statements can sit in
//      a function body and declarations in a type or an `#if`), each blank one
//      blank. Nothing else may differ: not a character, not a line break.
// 3. Shell commands, program output and reports are fenced ```sh or ```, never
//    ```swift (they would fail rule 2).
//
// A failure names the block by its file, its line and its first line, and says
// where the longest run of its first lines was found.

struct ReadmeBlocksTests {
  private static let root = CompiledSwiftFiles.packageRoot()
  /// The package's compiled files, read once for every test.
  private static let compiled = Result { try CompiledSwiftFiles.ofThisPackage() }

  /// The Markdown files held to the rule, from the package's folder.
  private static let markdown = MarkdownFiles.paths(root: root)

  /// The ```` ```swift ```` blocks of the file at `path`, in the package in `root`.
  private static func blocks(of path: String, root: URL = root) throws -> [ReadmeBlock] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return try ReadmeBlock.blocks(in: text, file: path)
  }

  /// The blocks of every Markdown file held to the rule.
  private static func allBlocks() throws -> [ReadmeBlock] {
    try markdown.flatMap { try blocks(of: $0) }
  }

  /// What is wrong with `block` in `files`: `nil` when it appears in one,
  /// else where its longest run of first lines is.
  private static func problem(_ block: ReadmeBlock, in files: CompiledSwiftFiles) -> String? {
    let search = files.search(block)
    guard !search.appears else { return nil }
    let code = block.code
    guard let nearest = search.nearest else {
      return "\(block.name) appears in no compiled Swift file, not even its first line "
        + "`\(code.first ?? "")`"
    }
    let next =
      nearest.length < code.count
      ? "the next line differs: `\(code[nearest.length])`"
      : "the file does not import all of \(block.imports.sorted().joined(separator: ", "))"
    return "\(block.name) appears in no compiled Swift file: the longest run of its lines "
      + "is \(nearest.length) of \(code.count), at \(nearest.path):\(nearest.line); \(next)"
  }

  // MARK: - The README and the articles

  @Test func everySwiftBlockAppearsVerbatimInACompiledFile() throws {
    let files = try Self.compiled.get()
    let blocks = try Self.allBlocks().filter { !$0.isManifest }
    #expect(blocks.count >= 25, "the README and the articles have \(blocks.count) ```swift blocks")
    #expect(try Self.blocks(of: "README.md").filter { !$0.isManifest }.count >= 5)
    for block in blocks {
      if let problem = Self.problem(block, in: files) { Issue.record(Comment(rawValue: problem)) }
    }
  }

  @Test func theArticlesOfEveryCatalogAreHeldToTheRule() {
    let articles = Self.markdown.filter { $0 != "README.md" }
    for path in [
      "Sources/IrisCheck/IrisCheck.docc/PropertyTesting.md",
      "Sources/IrisCheckLaws/IrisCheckLaws.docc/BringYourOwnRouter.md",
      "Sources/IrisCheckLaws/IrisCheckLaws.docc/CoordinatorContract.md",
    ] {
      #expect(articles.contains(path), "\(path) is not held to the rule")
    }
    #expect(Self.markdown.first == "README.md")
    #expect(articles.allSatisfy { $0.hasPrefix("Sources/") && $0.contains(".docc/") })
  }

  @Test func aBlockOfAnArticleFoundNowhereFailsNamingTheArticle() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeBlocksTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = root.appendingPathComponent("Sources/Planted/Planted.docc/Articles")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try "# Read me\n".write(
      to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    try "# Planted\n\n```swift\nstruct PlantedNowhere {}\n```\n".write(
      to: catalog.appendingPathComponent("Planted.md"), atomically: true, encoding: .utf8)
    let paths = MarkdownFiles.paths(root: root)
    #expect(paths == ["README.md", "Sources/Planted/Planted.docc/Articles/Planted.md"])
    let blocks = try Self.blocks(of: paths[1], root: root)
    #expect(
      blocks.map { Self.problem($0, in: CompiledSwiftFiles([Self.file])) } == [
        "Sources/Planted/Planted.docc/Articles/Planted.md:3 (`struct PlantedNowhere {}`) appears "
          + "in no compiled Swift file, not even its first line `struct PlantedNowhere {}`"
      ])
  }

  @Test(
    .enabled(
      if: ManifestDump.swift != nil,
      "`swift` is not on PATH: the manifest blocks are not checked"))
  func everyManifestBlockLoadsAndNamesThisPackagesProducts() async throws {
    let swift = try #require(ManifestDump.swift)
    let manifests = try Self.allBlocks().filter(\.isManifest)
    #expect(manifests.count >= 2)
    for block in manifests {
      for problem in try await Self.problems(ofManifest: block, swift: swift) {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  /// What is wrong with a manifest block: it does not load, or it names a
  /// product of this package that Package.swift does not declare.
  private static func problems(ofManifest block: ReadmeBlock, swift: URL) async throws -> [String] {
    let dump = try await ManifestDump(block.lines.joined(separator: "\n"), swift: swift)
    guard dump.json != nil else { return ["\(block.name) does not load:\n\(dump.output)"] }
    let products = ManifestDump.libraries(
      declaredIn: try String(
        contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    return dump.productDependencies.filter {
      $0.package == "IrisCheck" && !products.contains($0.product)
    }
    .map { "\(block.name) names product \($0.product), which Package.swift does not declare" }
  }

  // MARK: - The rule

  private static func block(_ code: String) -> ReadmeBlock {
    ReadmeBlock(line: 7, lines: code.components(separatedBy: "\n"))
  }

  private static let file = SwiftSource(
    path: "Example.swift",
    text: """
      import Foundation
      import Testing

      @Test func example() async {
        let url = URL(string: "mail://thread/42")!

        #expect(url.host() == "thread")  // the host
      }
      """)

  @Test func aBlockIsFoundIndentedWithoutItsImports() {
    let block = Self.block(
      """
      import Testing

      let url = URL(string: "mail://thread/42")!

      #expect(url.host() == "thread")  // the host
      """ + "  \t")
    #expect(block.appears(in: Self.file))
    #expect(block.length(ofRunIn: Self.file, at: 2) == 3)
    #expect(Self.file.lineNumbers[2] == 5)
  }

  @Test func oneCharacterChangedAnywhereIsNotVerbatim() {
    let code =
      "let url = URL(string: \"mail://thread/42\")!\n\n#expect(url.host() == \"thread\")  // the host"
    #expect(Self.block(code).appears(in: Self.file))
    for offset in code.indices where code[offset] != "\n" {
      let changed = code.replacingCharacters(in: offset...offset, with: "X")
      guard changed != code else { continue }
      #expect(!Self.block(changed).appears(in: Self.file), "\(changed)")
    }
  }

  @Test func linesMustBeConsecutiveAndEquallyIndented() {
    #expect(
      !Self.block(
        "let url = URL(string: \"mail://thread/42\")!\n#expect(url.host() == \"thread\")  // the host"
      ).appears(in: Self.file))
    #expect(
      !Self.block(
        "  let url = URL(string: \"mail://thread/42\")!\n\n#expect(url.host() == \"thread\")  // the host"
      ).appears(in: Self.file))
    #expect(!Self.block("url.host() == \"thread\")  // the host").appears(in: Self.file))
  }

  @Test func aBlockImportingAModuleTheFileDoesNotImportIsNotThere() {
    let block = Self.block("import Iris\n\n#expect(url.host() == \"thread\")  // the host")
    #expect(!block.appears(in: Self.file))
    #expect(block.imports == ["Iris"])
  }

  @Test func blocksAreTheSwiftFencesOnlyAndKnowTheirLine() throws {
    let markdown = """
      # Title

      ```sh
      swift test
      ```

      ```swift
      let a = 1
      ```
      ```
      ```swift
      ```
      ```swift
      // swift-tools-version: 6.2
      import PackageDescription
      ```
      """
    let blocks = try ReadmeBlock.blocks(in: markdown)
    #expect(blocks.map(\.line) == [7, 13])
    #expect(
      blocks.map(\.name) == [
        "README.md:7 (`let a = 1`)", "README.md:13 (`// swift-tools-version: 6.2`)",
      ])
    #expect(blocks.map(\.isManifest) == [false, true])
    #expect(throws: ReadmeBlock.Unclosed.self) {
      try ReadmeBlock.blocks(in: "```swift\nlet a = 1\n")
    }
  }

  @Test func aMissingBlockSaysWhereItsLongestRunIs() {
    let files = CompiledSwiftFiles([Self.file])
    let url = "let url = URL(string: \"mail://thread/42\")!"
    let drifted = Self.block("\(url)\n\n#expect(url.host() == \"thread\")  // the hosts")
    #expect(
      Self.problem(drifted, in: files)
        == "README.md:7 (`\(url)`) appears in no compiled Swift file: the longest run of its "
        + "lines is 2 of 3, at Example.swift:5; the next line differs: "
        + "`#expect(url.host() == \"thread\")  // the hosts`")
    let unimported = Self.block("import Iris\n\n\(url)")
    #expect(
      Self.problem(unimported, in: files)
        == "README.md:7 (`import Iris`) appears in no compiled Swift file: the longest run of its "
        + "lines is 1 of 1, at Example.swift:5; the file does not import all of Iris")
    let nowhere = Self.block("struct PlantedNowhere {}")
    #expect(
      Self.problem(nowhere, in: files)
        == "README.md:7 (`struct PlantedNowhere {}`) appears in no compiled Swift file, not even "
        + "its first line `struct PlantedNowhere {}`")
    #expect(Self.problem(Self.block(url), in: files) == nil)
  }

  @Test func everyBlockChangedByOneCharacterIsFoundNowhere() throws {
    let files = try Self.compiled.get()
    for block in try Self.allBlocks() where !block.isManifest {
      let code = block.code
      let longest = try #require(code.indices.max { code[$0].count < code[$1].count })
      for (line, column) in [
        (0, 0), (longest, code[longest].count / 2),
        (code.count - 1, code[code.count - 1].count - 1),
      ] {
        var changed = code
        let text = Array(changed[line])
        changed[line] = String(
          text[..<column] + [text[column] == "X" ? "Y" : "X"] + text[(column + 1)...])
        let planted = ReadmeBlock(
          file: block.file, line: block.line,
          lines: block.imports.map { "import \($0)" } + [""] + changed)
        #expect(!files.search(planted).appears, "\(block.name) line \(line)")
      }
    }
  }

  @Test(
    .enabled(if: ManifestDump.swift != nil, "`swift` is not on PATH: no manifest is loaded"))
  func aManifestThatDoesNotLoadOrNamesNoSuchProductIsCaught() async throws {
    let swift = try #require(ManifestDump.swift)
    let manifest = Self.block(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "MyApp",
        dependencies: [.package(url: "https://github.com/your-org/IrisCheck.git", from: "0.1.0")],
        targets: [
          .testTarget(
            name: "MyAppTests", dependencies: [.product(name: "IrisCheck", package: "IrisCheck")])
        ]
      )
      """)
    #expect(manifest.isManifest)
    #expect(try await Self.problems(ofManifest: manifest, swift: swift) == [])
    let misnamed = Self.block(
      manifest.lines.joined(separator: "\n").replacingOccurrences(
        of: "name: \"IrisCheck\"", with: "name: \"IrisChek\""))
    #expect(
      try await Self.problems(ofManifest: misnamed, swift: swift) == [
        "README.md:7 (`// swift-tools-version: 6.2`) names product IrisChek, which Package.swift "
          + "does not declare"
      ])
    let unversioned = Self.block(
      manifest.lines.joined(separator: "\n").replacingOccurrences(of: "0.1.0", with: "<version>"))
    let problems = try await Self.problems(ofManifest: unversioned, swift: swift)
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix("README.md:7 (`// swift-tools-version: 6.2`) does not load:\n")
        == true)
    #expect(problems.first?.contains("Invalid semantic version string '<version>'") == true)
  }
}

import Foundation
import IrisCheck
import Testing

struct FuzzFindingsTests {
  /// A package folder with one fuzz target's findings and one test file.
  private struct Package {
    let root: URL
    var testFile: String { root.appendingPathComponent("Tests/AppTests/CodecTests.swift").path }
    var regressionFile: String { RegressionFile.path(forTestFile: testFile) }

    init(findings: String) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fuzz-findings-\(UUID().uuidString)")
      let target = root.appendingPathComponent("Corpus/regressions/Codec")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.2\n".utf8).write(
        to: root.appendingPathComponent("Package.swift"))
      try Data(findings.utf8).write(to: target.appendingPathComponent("Codec.regressions"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  private let token = ReplayToken(ChoiceSequence([2, 37]))

  @Test func aFindingJoinsEveryCheckOfItsNameUnderTheChecksId() throws {
    let package = try Package(findings: "RoundTrip \(token) # .tag(\"%25\")\nTotality ic1:AQ # x\n")
    defer { package.remove() }
    FuzzFindings.merge(
      into: package.regressionFile,
      ids: [
        ("RoundTrip", "CodecTests.laws()/RoundTrip"), ("Missing", "CodecTests.laws()/Missing"),
      ],
      testFile: package.testFile)
    let entries = RegressionFile(path: package.regressionFile).entries(
      for: "CodecTests.laws()/RoundTrip")
    #expect(entries.entries.map(\.token) == [token])
    #expect(entries.problems.isEmpty)
    let text = try String(contentsOfFile: package.regressionFile, encoding: .utf8)
    #expect(
      text.hasSuffix(
        "CodecTests.laws()/RoundTrip \(token) # found by swift package fuzz, "
          + "\(package.root.path)/Corpus/regressions/Codec/Codec.regressions:1\n"))
    #expect(!text.contains("Totality"))
  }

  @Test func aFindingIsJoinedOnce() throws {
    let package = try Package(findings: "RoundTrip \(token) # x\n")
    defer { package.remove() }
    for _ in 0..<2 {
      FuzzFindings.merge(
        into: package.regressionFile, ids: [("RoundTrip", "T.t()/RoundTrip")],
        testFile: package.testFile)
    }
    #expect(
      RegressionFile(path: package.regressionFile).entries(for: "T.t()/RoundTrip").entries.count
        == 1)
  }

  @Test func aPackageWithoutFindingsWritesNothing() throws {
    let package = try Package(findings: "")
    defer { package.remove() }
    try FileManager.default.removeItem(at: package.root.appendingPathComponent("Corpus"))
    FuzzFindings.merge(
      into: package.regressionFile, ids: [("RoundTrip", "T.t()/RoundTrip")],
      testFile: package.testFile)
    #expect(!FileManager.default.fileExists(atPath: package.regressionFile))
  }

  @Test func thePackageIsTheNearestFolderWithAManifest() throws {
    let package = try Package(findings: "")
    defer { package.remove() }
    #expect(FuzzFindings.packageRoot(of: package.testFile) == package.root.path)
  }
}

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
      try self.init(findings: ["Codec": findings])
    }

    /// One findings file per target, `Corpus/regressions/<target>/<target>.regressions`.
    init(findings: [String: String]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fuzz-findings-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.2\n".utf8).write(
        to: root.appendingPathComponent("Package.swift"))
      for (name, text) in findings {
        let target = root.appendingPathComponent("Corpus/regressions/\(name)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target.appendingPathComponent("\(name).regressions"))
      }
    }

    func findings(_ target: String) -> String {
      root.appendingPathComponent("Corpus/regressions/\(target)/\(target).regressions").path
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  private let token = ReplayToken(ChoiceSequence([500]))
  private let numbers = Gen<Int>.int(in: 0...1_000)

  private func claim(
    _ name: String, _ id: String, _ generator: Gen<Int>? = nil
  ) -> FuzzFindings.Claim {
    FuzzFindings.Claim(name: name, id: id, generator: generator ?? numbers)
  }

  @Test func aFindingJoinsTheCheckWhoseLawDrawsItsSavedValueUnderTheChecksId() throws {
    let package = try Package(
      findings: "Codec/RoundTrip \(token) # 500\nCodec/Totality ic1:AQ # x\n")
    defer { package.remove() }
    FuzzFindings.merge(
      into: package.regressionFile,
      claims: [
        claim("RoundTrip", "CodecTests.laws()/RoundTrip"),
        claim("Missing", "CodecTests.laws()/Missing"),
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
          + "\(package.findings("Codec")):1\n"))
    #expect(!text.contains("Totality"))
  }

  @Test func aFindingIsNeverFiledIntoAnotherSuitesLawOfTheSameName() throws {
    // Two apps in one package, both with a RoundTrip: the same choices draw
    // 500 through the first app's generator and 1000 through the second's.
    let package = try Package(findings: [
      "AppA": "AppA/RoundTrip \(token) # 500\n", "AppB": "AppB/RoundTrip \(token) # 1000\n",
    ])
    defer { package.remove() }
    let doubled = numbers.map { $0 * 2 }
    FuzzFindings.merge(
      into: package.regressionFile,
      claims: [
        claim("RoundTrip", "A.laws()/RoundTrip"), claim("RoundTrip", "B.laws()/RoundTrip", doubled),
      ],
      testFile: package.testFile)
    let text = try String(contentsOfFile: package.regressionFile, encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      lines == [
        "A.laws()/RoundTrip \(token) # found by swift package fuzz, \(package.findings("AppA")):1",
        "B.laws()/RoundTrip \(token) # found by swift package fuzz, \(package.findings("AppB")):1",
      ])
  }

  @Test func aFindingWithoutItsValueIsNotFiled() throws {
    let package = try Package(findings: "Codec/RoundTrip \(token)\n")
    defer { package.remove() }
    FuzzFindings.merge(
      into: package.regressionFile, claims: [claim("RoundTrip", "T.t()/RoundTrip")],
      testFile: package.testFile)
    #expect(!FileManager.default.fileExists(atPath: package.regressionFile))
  }

  @Test func aFindingIsJoinedOnce() throws {
    let package = try Package(findings: "Codec/RoundTrip \(token) # 500\n")
    defer { package.remove() }
    for _ in 0..<2 {
      FuzzFindings.merge(
        into: package.regressionFile, claims: [claim("RoundTrip", "T.t()/RoundTrip")],
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
      into: package.regressionFile, claims: [claim("RoundTrip", "T.t()/RoundTrip")],
      testFile: package.testFile)
    #expect(!FileManager.default.fileExists(atPath: package.regressionFile))
  }

  @Test func thePackageIsTheNearestFolderWithAManifest() throws {
    let package = try Package(findings: "")
    defer { package.remove() }
    #expect(FuzzFindings.packageRoot(of: package.testFile) == package.root.path)
  }
}

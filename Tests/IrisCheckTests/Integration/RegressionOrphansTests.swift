import Foundation
import IrisCheck
import Testing

struct RegressionOrphansTests {
  private let token = ReplayToken(ChoiceSequence([1]))
  private let scope = "CodecTests.laws()"
  private let ids = ["CodecTests.laws()/RoundTrip", "CodecTests.laws()/NormalisationStable"]
  private let source = """
    struct CodecTests {
      @Test func laws() async { await suite.check() }
      @Test func other() async { await suite.check() }
      @Test func numbers() async {
        await forAll(.int()) { $0 == $0 }
      }
    }
    """

  /// A regression file with `lines`, one id each, all with the same token.
  private func file(_ ids: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("orphans-\(UUID().uuidString).regressions").path
    let text = "# header\n" + ids.map { "\($0) \(token) # 1\n" }.joined()
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  // MARK: - Orphans

  @Test func aBareLawNameIsAnOrphanNearestToTheLawsCurrentID() throws {
    let path = try file(["CodecTests.laws()/RoundTrip", "NormalisationStable"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let orphans = RegressionOrphans.find(in: path, ids: ids, scope: scope, testSource: source)
    #expect(
      orphans == [
        RegressionOrphans.Orphan(
          path: path, line: 3, id: "NormalisationStable",
          nearest: "CodecTests.laws()/NormalisationStable")
      ])
    #expect(
      orphans.first?.description
        == "\(path):3: the saved regression under `NormalisationStable` matches no current test, "
        + "suite or law, so it is never replayed; the nearest current id is "
        + "`CodecTests.laws()/NormalisationStable` (save it under that id to replay it)")
  }

  @Test func aRenamedLawIsAnOrphanNearestToTheClosestLawOfItsTest() throws {
    let path = try file(["CodecTests.laws()/RoundTrips"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      RegressionOrphans.find(in: path, ids: ids, scope: scope, testSource: source).map(\.nearest)
        == ["CodecTests.laws()/RoundTrip"])
  }

  @Test func aRenamedTestsLawIsAnOrphanNearestToTheSameLawHere() throws {
    let path = try file(["CodecTests.lawsOfOld()/RoundTrip"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      RegressionOrphans.find(in: path, ids: ids, scope: scope, testSource: source)
        == [
          RegressionOrphans.Orphan(
            path: path, line: 2, id: "CodecTests.lawsOfOld()/RoundTrip",
            nearest: "CodecTests.laws()/RoundTrip")
        ])
  }

  @Test func aMovedForAllIsAnOrphanNearestToItsNewLine() throws {
    let path = try file(["CodecTests.numbers()@9"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      RegressionOrphans.find(
        in: path, ids: ["CodecTests.numbers()@5"], scope: "CodecTests.numbers()",
        testSource: source
      ).map(\.nearest) == ["CodecTests.numbers()@5"])
  }

  // MARK: - Not orphans

  @Test func anotherCurrentChecksLinesAreNotOrphans() throws {
    let path = try file([
      "CodecTests.laws()/RoundTrip", "CodecTests.other()/RoundTrip", "CodecTests.numbers()@5",
    ])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(RegressionOrphans.find(in: path, ids: ids, scope: scope, testSource: source).isEmpty)
    #expect(
      RegressionOrphans.find(
        in: path, ids: ["CodecTests.other()/RoundTrip"], scope: "CodecTests.other()",
        testSource: source
      ).isEmpty)
  }

  @Test func anOrphanIsReportedOncePerProcess() throws {
    let orphan = RegressionOrphans.Orphan(
      path: "/x/\(UUID().uuidString).regressions", line: 3, id: "A", nearest: "T.t()/A")
    #expect(RegressionOrphans.unreported([orphan]) == [orphan])
    #expect(RegressionOrphans.unreported([orphan]).isEmpty)
  }
}

import Foundation
import IrisCheck
import IrisFuzz
import Testing

struct FuzzMainTests {
  private let targets = [
    FuzzTarget.suite("Planted", PlantedLaws.suite),
    FuzzTarget("Raw") { _ in .passed },
  ]

  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-main-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  // MARK: - The target list

  @Test func aWellFormedListHasNoProblem() {
    #expect(FuzzMain.problems(targets) == nil)
  }

  @Test func badNamesRepeatsAndEmptySuitesAreRefused() {
    #expect(
      FuzzMain.problems([FuzzTarget("a/b") { _ in .passed }])
        == "fuzz target name \"a/b\" is not letters, digits, `-`, `_` and `.` (it names a folder and an executable)"
    )
    #expect(
      FuzzMain.problems([FuzzTarget("A") { _ in .passed }, FuzzTarget("A") { _ in .passed }])
        == "two fuzz targets are named \"A\"")
    let whole = LawSuite.Entry(name: "Whole") { _ in fatalError("not fuzzed") }
    #expect(
      FuzzMain.problems([.suite("Empty", LawSuite([whole]))])?.hasPrefix(
        "fuzz target \"Empty\" has no law to fuzz") == true)
  }

  // MARK: - Commands

  @Test func listNamesEachTargetAndItsLaws() async {
    let response = await FuzzMain.respond(to: .list, targets: targets, executable: "F")
    #expect(
      response
        == FuzzResponse(status: 0, output: "Planted: BelowFiveHundred, AlwaysHolds\nRaw: (bytes)\n")
    )
  }

  @Test func anUnknownTargetListsTheRealOnes() async {
    let response = await FuzzMain.respond(
      to: .replayFiles(target: "Nope", files: []), targets: targets, executable: "F")
    #expect(response.status == 2)
    #expect(
      response.errors
        == "error: no fuzz target named \"Nope\"; the targets are \"Planted\", \"Raw\"\n")
  }

  @Test func fuzzingAskedOfTheRespondingSideNeedsTheDriver() async {
    let response = await FuzzMain.respond(
      to: .fuzz(target: "Planted", arguments: []), targets: targets, executable: "F")
    #expect(response.status == 2)
  }

  @Test func investigateShrinksSavesAndPrintsTheFinding() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("crash-1")
    try Data(PlantedLaws.bytes(999)).write(to: input)
    let save = folder.appendingPathComponent("Planted/Planted.regressions")
    let response = await FuzzMain.respond(
      to: .investigate(target: "Planted", file: input.path, save: save.path), targets: targets,
      executable: "PlantedFuzz")
    #expect(response.status == 1)
    let token = ReplayToken(ChoiceSequence([500]))
    // Keyed by target and law, so a law of the same name in another
    // target's suite never takes it.
    let saved = RegressionFile(path: save.path).entries(for: "Planted/BelowFiveHundred").entries
    #expect(saved.map(\.token) == [token])
    #expect(saved.map(\.comment) == ["500"])
    #expect(RegressionFile(path: save.path).entries(for: "BelowFiveHundred").entries.isEmpty)
    #expect(
      response.output.contains(
        "Replay: swift run PlantedFuzz --replay Planted BelowFiveHundred \(token)\n"))
    #expect(response.output.contains("Saved to \(save.path): `swift test` replays it first"))
    #expect(
      response.output.hasSuffix(
        "FINDING: BelowFiveHundred violated (x < 500): 500 is not below 500\n\n"))
  }

  @Test func investigateOfAPassingInputSavesNothing() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("timeout-1")
    try Data(PlantedLaws.bytes(3)).write(to: input)
    let save = folder.appendingPathComponent("Planted.regressions")
    let response = await FuzzMain.respond(
      to: .investigate(target: "Planted", file: input.path, save: save.path), targets: targets,
      executable: "F")
    #expect(response.status == 0)
    #expect(!FileManager.default.fileExists(atPath: save.path))
  }

  @Test func replayingASavedTokenRunsTheLawOnce() async {
    let failing = await FuzzMain.respond(
      to: .replayToken(
        target: "Planted", law: "BelowFiveHundred", token: "\(ReplayToken(ChoiceSequence([500])))"),
      targets: targets, executable: "F")
    #expect(failing.status == 1)
    #expect(failing.output.contains("Minimal counterexample:\n  500\n"))
    let passing = await FuzzMain.respond(
      to: .replayToken(
        target: "Planted", law: "BelowFiveHundred", token: "\(ReplayToken(ChoiceSequence([3])))"),
      targets: targets, executable: "F")
    #expect(passing.status == 0)
  }

  @Test func replayingFilesJudgesEach() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good")
    let bad = folder.appendingPathComponent("bad")
    try Data(PlantedLaws.bytes(1)).write(to: good)
    try Data(PlantedLaws.bytes(777)).write(to: bad)
    let response = await FuzzMain.respond(
      to: .replayFiles(target: "Planted", files: [good.path, bad.path]), targets: targets,
      executable: "F")
    #expect(response.status == 1)
    #expect(
      response.output == "\(good.path): passed\n"
        + "\(bad.path): BelowFiveHundred violated (x < 500): 777 is not below 500\n")
  }
}

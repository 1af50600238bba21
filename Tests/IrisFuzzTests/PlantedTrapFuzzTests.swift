import Foundation
import IrisCheck
import IrisFuzz
import Testing

/// A trap found by fuzzing, end to end: `PlantedTrapFuzz` (Tests/PlantedTrapFuzz)
/// is run as `swift package fuzz` runs a finding, and every trapping input
/// must come back as the law, its exact minimal value and the trap, with
/// the process that answers alive.
struct PlantedTrapFuzzTests {
  // MARK: - Investigating a trap

  @Test func aTrappingLawIsShrunkInChildProcessesToItsExactMinimalCase() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try file(folder, "sum", [0x01, 0x03, 0xE8, 0x03, 0xE8])
    let save = folder.appendingPathComponent("saved/PlantedTrapSuite.regressions").path
    let run = try planted(["--investigate", "PlantedTrapSuite", input, "--save", save])
    #expect(run.status == 1)
    #expect(run.signalled == false)
    #expect(run.output.contains("law SumBelowFiveHundred trapped"))
    #expect(run.output.contains("Minimal counterexample:\n  (0, 500)\n"))
    #expect(run.output.contains("Trap:\n  Precondition failed: planted: the sum is 500\n"))
    #expect(run.output.contains("Original failing value:\n  (1000, 1000)\n"))
    #expect(
      run.output.contains(
        "FINDING: SumBelowFiveHundred trapped on (0, 500): Precondition failed: planted: the sum is 500\n"
      ))
    let saved = try String(contentsOfFile: save, encoding: .utf8)
    #expect(saved.hasSuffix("\nPlantedTrapSuite/SumBelowFiveHundred ic1:APQD9g # (0, 500)\n"))
  }

  @Test func aTrappingPropertyIsShrunkToItsExactMinimalCase() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try file(folder, "x", [0x27, 0x10])
    let run = try planted(["--investigate", "PlantedTrapProperty", input])
    #expect(run.status == 1)
    #expect(run.output.contains("Minimal counterexample:\n  321\n"))
    #expect(run.output.contains("Trap:\n  Fatal error: Index out of range\n"))
  }

  @Test func aByteTargetsTrappingInputIsItsOwnFinding() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try file(folder, "bytes", Array("a%b".utf8))
    let run = try planted(["--investigate", "PlantedTrapBytes", input])
    #expect(run.status == 1)
    #expect(run.output.contains("Input (3 bytes):\n  \"a%b\"\nTrap:\n  Precondition failed:"))
  }

  @Test func anInputThatDoesNotTrapPasses() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try file(folder, "sum", [0x01, 0x00, 0x10, 0x00, 0x10])
    let run = try planted(["--investigate", "PlantedTrapSuite", input])
    #expect(run.status == 0)
    #expect(
      run.output
        == "The input passes PlantedTrapSuite (law SumBelowFiveHundred): nothing to report.\n")
  }

  // MARK: - Replaying a trap

  @Test func replayingATrappingCaseReportsTheTrapInsteadOfDying() throws {
    let run = try planted(["--replay", "PlantedTrapSuite", "SumBelowFiveHundred", "ic1:APQD9g"])
    #expect(run.status == 1)
    #expect(run.signalled == false)
    #expect(
      run.output
        == "PlantedTrapSuite/SumBelowFiveHundred ic1:APQD9g: trapped: Precondition failed: "
        + "planted: the sum is 500\n")
  }

  // MARK: - Support

  private struct Run {
    var status: Int32
    var signalled: Bool
    var output: String
  }

  /// Runs `PlantedTrapFuzz`, built beside this test bundle.
  private func planted(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try #require(Self.executable, "PlantedTrapFuzz is not built")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: data, as: UTF8.self))
  }

  private static var executable: URL? {
    let folders = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return folders.map { $0.appendingPathComponent("PlantedTrapFuzz") }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "planted-trap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func file(_ folder: URL, _ name: String, _ bytes: [UInt8]) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }
}

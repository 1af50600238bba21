import CLibFuzzerDriver
import Foundation
import IrisCheckCore

/// The `main` of a fuzz executable: the one place a package lists its fuzz
/// targets, for the `fuzz` command plugin to find, build, fuzz and report.
///
/// ```swift
/// // Sources/TinyLinksFuzz/main.swift, an executable target that depends
/// // on the IrisFuzz product and on the code it checks
/// import IrisFuzz
/// import TinyLinks
///
/// FuzzMain.run([
///   .suite("Codec", TinyLinksLaws.codec),
///   .property("slugRoundTrips", .string(from: .ascii)) { Slug($0).roundTrips },
/// ])
/// ```
/// `swift package fuzz` finds every executable target whose sources call
/// `FuzzMain.run`, builds it with libFuzzer linked (the
/// `LLVMFuzzerRunDriver` entry of the toolchain's
/// `libclang_rt.fuzzer_no_main`), lists its targets with `--list` and
/// starts it once per target with `FuzzCommand.targetVariable` set; on a
/// finding it runs it again with `--investigate`. The same executable,
/// built normally (`swift run`), lists targets and replays inputs and
/// saved cases without libFuzzer; see `FuzzCommand` for every form.
public enum FuzzMain {
  /// Runs the command the process was started with and exits.
  ///
  /// Fuzzing runs libFuzzer on the calling thread (call it from top-level
  /// code); a suite law or property that suspends is judged on the
  /// concurrency pool while that thread waits, so one that needs the main
  /// actor cannot be fuzzed. `--replay` and `--investigate` run the law
  /// in a child process (this executable again), so a trap in the code
  /// under test is reported (and, investigated, shrunk in further
  /// children) instead of ending this one. Exit status: libFuzzer's when fuzzing; 0 for
  /// nothing found; 1 for a failure found (and, with `--save`, saved); 2
  /// for bad arguments, an unknown target, a malformed target list (a bad
  /// or repeated name, a suite with no per-example law) or an executable
  /// built without libFuzzer asked to fuzz; 3 for a finding that passed
  /// once shrunk (flaky).
  /// - Parameter targets: the package's fuzz targets.
  public static func run(_ targets: [FuzzTarget]) -> Never {
    let arguments = CommandLine.arguments
    if let problem = problems(targets) {
      FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
      exit(2)
    }
    let command = FuzzCommand(
      arguments: arguments, environment: ProcessInfo.processInfo.environment,
      targetNames: targets.map(\.name))
    if case .fuzz(let name, let fuzzerArguments) = command {
      guard let target = targets.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(
          Data("error: \(unknown(name, in: targets))\n".utf8))
        exit(2)
      }
      exit(LibFuzzer.fuzz(target, arguments: fuzzerArguments))
    }
    let executable = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "fuzz"
    Task {
      let response = await respond(
        to: command, targets: targets, executable: executable,
        child: FuzzChild.current(environment: ProcessInfo.processInfo.environment))
      FileHandle.standardOutput.write(Data(response.output.utf8))
      FileHandle.standardError.write(Data(response.errors.utf8))
      exit(response.status)
    }
    dispatchMain()
  }

  /// What is wrong with a target list, or `nil`: a name that is not
  /// letters, digits, `-`, `_` and `.` (or starts with `.`), a repeated
  /// name, a suite with no per-example law.
  /// - Parameter targets: the list.
  /// - Returns: the first problem.
  package static func problems(_ targets: [FuzzTarget]) -> String? {
    var seen = Set<String>()
    for target in targets {
      let allowed = target.name.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_.".unicodeScalars.contains(scalar))
      }
      guard allowed, !target.name.isEmpty, !target.name.hasPrefix(".") else {
        return "fuzz target name \(SwiftLiteral.quoted(target.name)) is not letters, digits, "
          + "`-`, `_` and `.` (it names a folder and an executable)"
      }
      guard seen.insert(target.name).inserted else {
        return "two fuzz targets are named \(SwiftLiteral.quoted(target.name))"
      }
      if target.laws?.isEmpty == true {
        return "fuzz target \(SwiftLiteral.quoted(target.name)) has no law to fuzz: its suite "
          + "holds only whole-run laws (reachability, arrival), which judge a run, not an input"
      }
    }
    return nil
  }

  static func unknown(_ name: String, in targets: [FuzzTarget]) -> String {
    "no fuzz target named \(SwiftLiteral.quoted(name)); the targets are "
      + targets.map { SwiftLiteral.quoted($0.name) }.joined(separator: ", ")
  }
}

import Foundation

/// This fuzz executable run again in a child process, so that a trap in the
/// code under test ends the child, not the caller.
///
/// `FuzzMain` answers `--replay` and `--investigate` through a child: when
/// the child traps (a `fatalError`, a failed `precondition`, a force unwrap
/// of `nil`, an index out of range, a signal, a sanitizer report), the
/// caller is still alive to say which law trapped on which value, and to
/// shrink the value by running further children (see
/// ``FuzzLaw/shrinkTrap(_:selector:target:limits:traps:)``).
///
/// A child gets ``isolatedVariable`` set, so it answers in-process, and its
/// sanitizer exits with ``sanitizerStatus`` on a report, so a sanitizer's
/// report is told apart from a law's violation (status 1).
package struct FuzzChild: Sendable {
  /// How a child run ended.
  package struct Run: Sendable, Equatable {
    /// The exit status, or the signal's number when ``trap`` is set by a
    /// signal.
    package var status: Int32
    /// The trap's message (its `Fatal error: …` line, the sanitizer's
    /// `ERROR: …` line, or the signal), or `nil` when the child exited.
    package var trap: String?
    /// Standard output.
    package var output: String
    /// Standard error.
    package var errors: String
  }

  /// Set in a child's environment: answer in-process.
  package static let isolatedVariable = "IRISCHECK_FUZZ_CHILD"
  /// The exit status a child's AddressSanitizer is told to use.
  package static let sanitizerStatus: Int32 = 99

  /// The executable: this process's own.
  package var executable: URL

  /// Creates one.
  /// - Parameter executable: the `FuzzMain` executable to run.
  package init(executable: URL) {
    self.executable = executable
  }

  /// This process's executable as a child, or `nil` when this process is
  /// a child already or cannot start processes.
  /// - Parameter environment: this process's environment.
  /// - Returns: the child.
  package static func current(environment: [String: String]) -> FuzzChild? {
    #if os(macOS) || os(Linux)
      guard environment[isolatedVariable] == nil,
        let executable = Bundle.main.executableURL
      else { return nil }
      return FuzzChild(executable: executable)
    #else
      return nil
    #endif
  }

  /// Runs the executable with `arguments` and waits for it.
  /// - Parameter arguments: the arguments after the executable.
  /// - Returns: how it ended; a child that cannot start "exits" 2 with the
  ///   reason on standard error.
  package func run(_ arguments: [String]) async -> Run {
    #if os(macOS) || os(Linux)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "irischeck-child-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: .min ... .max))"
      )
      defer { try? FileManager.default.removeItem(at: folder) }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outputFile = folder.appendingPathComponent("out")
        let errorFile = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
          try? output.close()
          try? errors.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(ProcessInfo.processInfo.environment)
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ended: (Int32, Bool) = try await withCheckedThrowingContinuation { continuation in
          process.terminationHandler = { finished in
            continuation.resume(
              returning: (finished.terminationStatus, finished.terminationReason == .uncaughtSignal)
            )
          }
          do {
            try process.run()
          } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
          }
        }
        let out = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let (status, signalled) = ended
        let trapped = signalled || status == Self.sanitizerStatus
        return Run(
          status: status,
          trap: trapped
            ? Self.trapMessage(in: err + "\n" + out, signal: signalled ? status : nil) : nil,
          output: out, errors: err)
      } catch {
        return Run(
          status: 2, trap: nil, output: "",
          errors: "error: could not start \(executable.path): \(error)\n")
      }
    #else
      return Run(status: 2, trap: nil, output: "", errors: "error: no child processes here\n")
    #endif
  }

  /// A child's environment: this one, answering in-process, without the
  /// variable that makes it fuzz, without the backtracer (slow, and it
  /// hides the trap's message under a sanitizer), its sanitizer exiting
  /// with ``sanitizerStatus`` and detecting no leaks.
  static func environment(_ base: [String: String]) -> [String: String] {
    var environment = base
    environment[isolatedVariable] = "1"
    environment[FuzzCommand.targetVariable] = nil
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let sanitizer = "detect_leaks=0:exitcode=\(sanitizerStatus)"
    environment["ASAN_OPTIONS"] = base["ASAN_OPTIONS"].map { $0 + ":" + sanitizer } ?? sanitizer
    return environment
  }

  /// The markers of a trap's message, most specific first.
  private static let markers = [
    "Fatal error", "Precondition failed", "Assertion failed", "Swift runtime failure",
    "ERROR: AddressSanitizer", "ERROR: ",
  ]

  /// The trap's message in what a child printed: the line of the first
  /// marker found, from the marker on, else the signal.
  /// - Parameters:
  ///   - text: the child's output.
  ///   - signal: the signal that ended it, if one did.
  /// - Returns: the message, on one line.
  package static func trapMessage(in text: String, signal: Int32?) -> String {
    let lines = text.split(separator: "\n")
    for marker in markers {
      if let line = lines.first(where: { $0.contains(marker) }),
        let range = line.range(of: marker)
      {
        return String(line[range.lowerBound...].prefix(300))
      }
    }
    return signal.map { "killed by \(signalName($0))" } ?? "the sanitizer reported an error"
  }

  /// A signal's name, and for the signals a Swift trap raises (its
  /// message is compiled out of optimised builds), what raises it.
  static func signalName(_ signal: Int32) -> String {
    let trap =
      " (a Swift trap: a failed precondition, a force unwrap of nil, an index out of "
      + "range, an overflow…)"
    switch signal {
    case SIGILL: return "SIGILL" + trap
    case SIGTRAP: return "SIGTRAP" + trap
    case SIGABRT: return "SIGABRT"
    case SIGBUS: return "SIGBUS"
    case SIGSEGV: return "SIGSEGV"
    default: return "signal \(signal)"
    }
  }
}

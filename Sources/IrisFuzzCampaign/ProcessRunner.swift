import Foundation

/// Runs a program to its end without blocking a thread, its output (both
/// streams) written to a file.
package enum ProcessRunner {
  /// What a run ended with.
  package struct Exit: Sendable, Equatable {
    /// The exit status; 128 + the signal's number when a signal ended it.
    package var status: Int32
  }

  /// Runs a program and waits for it.
  /// - Parameters:
  ///   - executable: the program.
  ///   - arguments: its arguments.
  ///   - environment: variables added to this process's environment, or
  ///     removed when `nil`.
  ///   - directory: its working folder; defaults to this process's.
  ///   - log: the file its output is written to (replaced).
  /// - Returns: how it ended.
  /// - Throws: when the log cannot be created or the program not started.
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String?] = [:],
    directory: URL? = nil, log: URL
  ) async throws -> Exit {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        let status = finished.terminationStatus
        continuation.resume(
          returning: Exit(
            status: finished.terminationReason == .uncaughtSignal ? 128 + status : status))
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
  }

  /// Runs a program and returns its output.
  /// - Parameters:
  ///   - executable: the program.
  ///   - arguments: its arguments.
  ///   - environment: variables added, or removed when `nil`.
  ///   - log: the file its output is written to.
  /// - Returns: how it ended and what it printed.
  /// - Throws: when it cannot be started.
  package static func output(
    _ executable: URL, _ arguments: [String], environment: [String: String?] = [:], log: URL
  ) async throws -> (exit: Exit, text: String) {
    let exit = try await run(executable, arguments, environment: environment, log: log)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (exit, text)
  }
}

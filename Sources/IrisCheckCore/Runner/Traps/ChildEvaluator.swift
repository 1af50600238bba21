import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Evaluates cases of one check in child processes, so a case that traps
/// ends a child, never the caller.
///
/// A child (see ``ChildLauncher``) reads one replay token a line on its
/// standard input and answers each with a ``ChildVerdict`` line on its
/// standard output. It lives until a case traps; the next case starts a
/// new child. What a trap printed (the runtime's `Fatal error` line) is
/// read from the child's standard error.
///
/// ```swift
/// let children = ChildEvaluator(launcher: launcher, propertyID: "Suite.test/law")
/// children.evaluate(ChoiceSequence([3, 1]))   // .trapped(signal: SIGILL, message: "…")
/// children.close()
/// ```
/// NB: the calls block their thread while a child starts and evaluates;
/// they are made only once a case has trapped, never on a passing run.
package final class ChildEvaluator {
  private let launcher: ChildLauncher
  private let propertyID: String
  private var child: Child?
  /// How many children were started.
  package private(set) var started = 0

  /// Creates an evaluator; no child starts before the first case.
  /// - Parameters:
  ///   - launcher: how to start a child.
  ///   - propertyID: the id of the check the child serves.
  package init(launcher: ChildLauncher, propertyID: String) {
    self.launcher = launcher
    self.propertyID = propertyID
  }

  deinit { close() }

  /// Evaluates one case in a child.
  /// - Parameter sequence: the case's choices.
  /// - Returns: the child's verdict, ``ChildVerdict/trapped(signal:message:)``
  ///   when it died evaluating it.
  package func evaluate(_ sequence: ChoiceSequence) -> ChildVerdict {
    let current: Child
    if let child {
      current = child
    } else {
      do {
        current = try Child(launcher: launcher, propertyID: propertyID)
        started += 1
        child = current
      } catch {
        return .unavailable("could not start a child process: \(error)")
      }
    }
    let verdict = current.evaluate(ReplayToken(sequence).description)
    if case .trapped = verdict { child = nil }
    if case .unavailable = verdict { child = nil }
    return verdict
  }

  /// Ends the running child, if any.
  package func close() {
    child?.close()
    child = nil
  }
}

/// One child process and its pipes.
private final class Child {
  private let process = Process()
  private let input: Int32
  private let output: Int32
  private let errors: URL
  private var buffer: [UInt8] = []
  private var closed = false

  init(launcher: ChildLauncher, propertyID: String) throws {
    // NB: a write to a child that died must fail, not end this process.
    signal(SIGPIPE, SIG_IGN)
    errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("irischeck-child-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let stdin = Pipe()
    let stdout = Pipe()
    process.executableURL = URL(fileURLWithPath: launcher.executable)
    process.arguments = launcher.arguments
    process.environment = launcher.environment(serving: propertyID)
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // NB: close-on-exec, so a child started by another check in parallel
    // never holds these ends open.
    input = fcntl(stdin.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    output = fcntl(stdout.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    try stdin.fileHandleForWriting.close()
    try stdin.fileHandleForReading.close()
    try stdout.fileHandleForReading.close()
    try stdout.fileHandleForWriting.close()
  }

  /// Sends a token and waits for its verdict, or for the child's end.
  func evaluate(_ token: String) -> ChildVerdict {
    let line = Array((token + "\n").utf8)
    let written = line.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    if written == line.count, let verdict = nextVerdict() { return verdict }
    return ended()
  }

  private func nextVerdict() -> ChildVerdict? {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        if let verdict = ChildVerdict(line: Substring(line)) { return verdict }
      }
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[..<count]
    }
  }

  /// The verdict of a child that ended without answering.
  private func ended() -> ChildVerdict {
    closePipes()
    process.waitUntilExit()
    let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: errors)
    guard process.terminationReason == .uncaughtSignal else {
      let tail = text.split(separator: "\n").suffix(20).joined(separator: "\n")
      return .unavailable(
        "the child process exited with status \(process.terminationStatus) without "
          + "evaluating the case; its last output:\n\(tail)")
    }
    return .trapped(signal: process.terminationStatus, message: Self.fatalLine(in: text))
  }

  /// The last line the Swift runtime printed before trapping.
  static func fatalLine(in text: String) -> String {
    let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
    let line = text.split(separator: "\n").last { line in
      markers.contains { line.contains($0) }
    }
    return line.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
  }

  func close() {
    guard !closed else { return }
    closePipes()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: errors)
  }

  private func closePipes() {
    guard !closed else { return }
    closed = true
    closeDescriptor(input)
    closeDescriptor(output)
  }
}

private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}

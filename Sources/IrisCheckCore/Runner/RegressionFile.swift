import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain-text file of saved failing cases, replayed before any new example
/// is generated, and meant to be committed (like proptest's
/// `proptest-regressions/`).
///
/// **Where.** For a test file `Tests/FooTests/Sub/BarTests.swift` the file is
/// `Tests/FooTests/Sub/.irischeck/BarTests.regressions`: next to the test,
/// in a hidden folder so SwiftPM does not treat it as a resource.
///
/// **Format.** One case a line, `<property id> <token> # <value as Swift>`,
/// or `<property id> <token> trap # <value as Swift>` for a case that
/// trapped (replayed first, in a child process);
/// blank lines and lines starting with `#` are comments. A property id is
/// the `forAll` name (default: the test function, such as `reverse()`),
/// with whitespace and `#` replaced by `_`.
/// ```
/// # IrisCheck saved regressions: each line replays a failing case first.
/// reverse() ic1:AQACAD8 # [0, 1]
/// ```
/// A line that cannot be read (wrong shape, a damaged or outdated token) is
/// skipped with a `Problem` naming the file, the line and the reason;
/// reading never traps.
public struct RegressionFile: Sendable, Hashable {
  /// One saved case.
  package struct Entry: Sendable, Hashable {
    /// The property the case belongs to.
    package var propertyID: String
    /// The case's choices.
    package var token: ReplayToken
    /// The 1-based line number in the file.
    package var line: Int
    /// The line's comment (the value as Swift), without its `#`; `nil`
    /// when it has none.
    package var comment: String?
    /// Whether the case trapped (the line's third field is `trap`): it is
    /// replayed first, in a child process (see ``ChildEvaluator``).
    package var trapped = false
  }

  /// A line that was skipped.
  package struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    package var path: String
    /// The 1-based line number.
    package var line: Int
    /// Why it was skipped.
    package var reason: String

    /// The message, `<path>:<line>: skipped saved regression: <reason>`.
    package var description: String { "\(path):\(line): skipped saved regression: \(reason)" }
  }

  /// The file's path.
  public var path: String

  /// Creates a handle on a regression file; nothing is read or created yet.
  /// - Parameter path: the file's path.
  public init(path: String) {
    self.path = path
  }

  /// The regression file path for a test file, from `#filePath`.
  /// - Parameter testFile: the test file's path.
  /// - Returns: `<folder>/.irischeck/<file name without .swift>.regressions`.
  package static func path(forTestFile testFile: String) -> String {
    let url = URL(fileURLWithPath: testFile)
    let base = url.deletingPathExtension().lastPathComponent
    return url.deletingLastPathComponent()
      .appendingPathComponent(".irischeck")
      .appendingPathComponent(base + ".regressions").path
  }

  /// Makes a string usable as a property id: whitespace and `#` become `_`.
  /// - Parameter name: a property name.
  /// - Returns: the id.
  package static func propertyID(_ name: String) -> String {
    String(name.map { $0.isWhitespace || $0 == "#" ? "_" : $0 })
  }

  /// Reads the cases saved for one property; a missing file has none.
  /// - Parameter propertyID: the property's id.
  /// - Returns: the readable entries in file order, and the skipped lines
  ///   (of any property) with reasons.
  package func entries(for propertyID: String) -> (entries: [Entry], problems: [Problem]) {
    read { $0 == propertyID }
  }

  /// Reads every case saved in the file, of any property; a missing file
  /// has none.
  /// - Returns: the readable entries in file order, and the skipped lines
  ///   with reasons.
  package func allEntries() -> (entries: [Entry], problems: [Problem]) {
    read { _ in true }
  }

  private func read(
    matching wanted: (Substring) -> Bool
  ) -> (entries: [Entry], problems: [Problem]) {
    guard let data = FileManager.default.contents(atPath: path) else { return ([], []) }
    guard let text = String(data: data, encoding: .utf8) else {
      return ([], [Problem(path: path, line: 1, reason: "the file is not UTF-8 text")])
    }
    var entries: [Entry] = []
    var problems: [Problem] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = (parts.first ?? "").split(whereSeparator: \.isWhitespace)
      let comment = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
      let trapped = fields.count == 3 && fields[2] == "trap"
      guard fields.count == 2 || trapped else {
        problems.append(
          Problem(
            path: path, line: offset + 1,
            reason: "expected `<property id> <token> # <value>`, found \(fields.count) field(s)"))
        continue
      }
      do {
        let token = try ReplayToken(parsing: String(fields[1]))
        if wanted(fields[0]) {
          entries.append(
            Entry(
              propertyID: String(fields[0]), token: token, line: offset + 1, comment: comment,
              trapped: trapped))
        }
      } catch {
        problems.append(Problem(path: path, line: offset + 1, reason: error.description))
      }
    }
    return (entries, problems)
  }

  /// Appends a case unless the same property and token are already saved,
  /// creating the folder and file (with a header comment) when needed.
  ///
  /// Safe under parallel tests: the check and the write happen under an
  /// exclusive `flock` on the file, so concurrent writers (threads or
  /// processes) never lose each other's lines.
  /// - Parameters:
  ///   - token: the failing case.
  ///   - propertyID: the property's id.
  ///   - valueDescription: the value as Swift, written as the line's comment.
  /// - Returns: `true` when a line was written.
  /// - Throws: file system errors.
  @discardableResult
  package func append(
    _ token: ReplayToken, for propertyID: String, valueDescription: String
  ) throws -> Bool {
    try append(token, for: propertyID, valueDescription: valueDescription, whileLocked: {})
  }

  /// Appends a case as ``append(_:for:valueDescription:)`` does, calling
  /// `whileLocked` inside the exclusive section, after the file is read and
  /// before the line is written: where a test checks that no other writer
  /// can get in.
  /// - Parameters:
  ///   - token: the failing case.
  ///   - propertyID: the property's id.
  ///   - valueDescription: the value as Swift, written as the line's comment.
  ///   - trapped: whether the case trapped: the line is marked `trap`;
  ///     defaults to `false`.
  ///   - whileLocked: called with the file locked; defaults to nothing.
  /// - Returns: `true` when a line was written.
  /// - Throws: file system errors.
  @discardableResult
  package func append(
    _ token: ReplayToken, for propertyID: String, valueDescription: String,
    trapped: Bool = false, whileLocked: () -> Void = {}
  ) throws -> Bool {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { throw RegressionFileError(path: path, errno: errno) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    // NB: the lock is released when the descriptor closes.
    guard flock(descriptor, LOCK_EX) == 0 else {
      throw RegressionFileError(path: path, errno: errno)
    }
    if entries(for: propertyID).entries.contains(where: { $0.token == token }) { return false }
    let existing = try handle.readToEnd() ?? Data()
    var text = existing.isEmpty ? Self.header : ""
    if existing.last.map({ $0 != UInt8(ascii: "\n") }) == true { text += "\n" }
    let comment = valueDescription.replacingOccurrences(of: "\n", with: " ")
    text += "\(propertyID) \(token)\(trapped ? " trap" : "") # \(comment)\n"
    whileLocked()
    try handle.write(contentsOf: Data(text.utf8))
    return true
  }

  private static let header = """
    # IrisCheck saved regressions: each line is a failing case, replayed before
    # any new example. Commit this file. Format: <property id> <token> # <value>

    """
}

/// A regression file that could not be opened or locked.
package struct RegressionFileError: Error, CustomStringConvertible {
  /// The file's path.
  package var path: String
  /// The system error number.
  package var errno: Int32

  /// `could not write <path>: <reason>`.
  package var description: String { "could not write \(path): \(String(cString: strerror(errno)))" }
}

extension Counterexample {
  /// Saves the case to the configuration's regression file, when it saves
  /// regressions, and notes where in ``savedTo``.
  /// - Parameters:
  ///   - propertyID: the property the case belongs to.
  ///   - configuration: whether and where to save.
  /// - Returns: a warning when the file could not be written, else `nil`.
  package mutating func save(for propertyID: String, _ configuration: Configuration) -> String? {
    guard configuration.saveRegressions, let path = configuration.regressionFile else { return nil }
    do {
      let written = try RegressionFile(path: path).append(
        token, for: propertyID, valueDescription: SwiftLiteral.describe(value))
      if written { savedTo = path }
      return nil
    } catch {
      return "could not save the failing case to \(path): \(error)"
    }
  }
}

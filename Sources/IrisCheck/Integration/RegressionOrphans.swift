import Foundation
import IrisCheckCore

/// Saved regressions that no check replays any more, found and reported
/// by the checks that read their file.
///
/// A saved case is replayed only by the check whose id it is saved under
/// (`Suite.test/law`, or `Suite.test/name` and `Suite.test@line` for a
/// `forAll`). When a test, suite or law is renamed, or a case was saved
/// before ids took their present shape (a bare law name), its line is an
/// orphan: it is never replayed. Each check, as it reads its regression
/// file, reports the orphans it is nearest to, once per file and line in
/// a process, as a warning naming the file, the line and the nearest
/// current id:
/// - a line of the check's own scope (`Suite.test`) whose id the check
///   does not have and the test file no longer holds: a law or property
///   renamed (its name is no string literal of the file), a `forAll`
///   moved (no `forAll` on its line);
/// - a bare name that is one of the check's laws;
/// - a line of another scope whose test function no longer appears in the
///   test file, when the check has a law of the same name.
package enum RegressionOrphans {
  /// One orphaned line.
  package struct Orphan: Sendable, Equatable, CustomStringConvertible {
    /// The regression file.
    package var path: String
    /// The 1-based line.
    package var line: Int
    /// The id the line is saved under.
    package var id: String
    /// The current id nearest to it.
    package var nearest: String

    /// Creates one.
    package init(path: String, line: Int, id: String, nearest: String) {
      self.path = path
      self.line = line
      self.id = id
      self.nearest = nearest
    }

    /// `<path>:<line>: saved regression <id> matches no current id …`.
    package var description: String {
      "\(path):\(line): the saved regression under `\(id)` matches no current test, suite or "
        + "law, so it is never replayed; the nearest current id is `\(nearest)` (save it "
        + "under that id to replay it)"
    }
  }

  /// The orphans of a regression file that one check is nearest to.
  /// - Parameters:
  ///   - file: the regression file.
  ///   - ids: the check's ids (as saved: see ``RegressionFile/propertyID(_:)``).
  ///   - scope: the check's scope, such as `Suite.test()`.
  ///   - testSource: the test file's text, to tell a test that is gone
  ///     from one that is not; `nil` when it cannot be read.
  /// - Returns: the orphans, in file order.
  package static func find(
    in file: String, ids: [String], scope: String, testSource: String?
  ) -> [Orphan] {
    guard !ids.isEmpty else { return [] }
    let own = Set(ids)
    var orphans: [Orphan] = []
    for entry in RegressionFile(path: file).allEntries().entries
    where !own.contains(entry.propertyID) {
      let (entryScope, name) = split(entry.propertyID)
      let sameName = name.flatMap { name in ids.first { split($0).name == name } }
      let nearest: String?
      if entryScope == scope {
        let gone = testSource.map { !stillDeclared(entry.propertyID, name: name, in: $0) } ?? false
        nearest =
          gone ? ids.min { distance(entry.propertyID, $0) < distance(entry.propertyID, $1) } : nil
      } else if entryScope == nil {
        nearest = sameName
      } else if let entryScope, let testSource, !declares(testSource, scope: entryScope) {
        nearest = sameName
      } else {
        nearest = nil
      }
      if let nearest {
        orphans.append(
          Orphan(path: file, line: entry.line, id: entry.propertyID, nearest: nearest))
      }
    }
    return orphans
  }

  /// Warns of the orphans a check about to run is nearest to, each file
  /// and line once per process.
  /// - Parameters:
  ///   - ids: the check's ids.
  ///   - scope: the check's scope.
  ///   - configuration: the check's resolved configuration (its regression
  ///     file).
  ///   - site: the check's call site.
  static func report(
    ids: [String], scope: String, under configuration: Configuration, at site: CallSite
  ) {
    guard let file = configuration.regressionFile else { return }
    for orphan in unreported(
      find(in: file, ids: ids, scope: scope, testSource: source(of: "\(site.filePath)")))
    {
      TestReporter.warn(orphan.description, at: site)
    }
  }

  /// The orphans not reported before in this process, now marked as
  /// reported.
  package static func unreported(_ orphans: [Orphan]) -> [Orphan] {
    reported.withLock { seen in
      orphans.filter { seen.insert("\($0.path):\($0.line)").inserted }
    }
  }

  /// A check id's scope (before its first `/` or `@`) and name (after
  /// the `/`); a bare name has no scope, a `forAll`'s `@line` id no name.
  static func split(_ id: String) -> (scope: String?, name: String?) {
    guard let index = id.firstIndex(where: { $0 == "/" || $0 == "@" }) else { return (nil, id) }
    let scope = String(id[..<index])
    return (scope, id[index] == "/" ? String(id[id.index(after: index)...]) : nil)
  }

  /// Whether the test file still has what a line of the check's own scope
  /// that the check does not claim belongs to: for `Suite.test@<line>`, a
  /// `forAll` on that line; for `Suite.test/<name>`, the name as a string
  /// literal (a `forAll(name:)`, or another check of the same test).
  static func stillDeclared(_ id: String, name: String?, in source: String) -> Bool {
    if let name { return source.contains("\"\(name)\"") }
    guard let at = id.lastIndex(of: "@"), let line = Int(id[id.index(after: at)...]) else {
      return false
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return line >= 1 && line <= lines.count && lines[line - 1].contains("forAll")
  }

  /// Whether a test file declares the test function of a scope
  /// (`Suite.test()` declares `func test(`).
  static func declares(_ source: String, scope: String) -> Bool {
    let last = scope.split(separator: ".").last.map(String.init) ?? scope
    let function = last.prefix { $0 != "(" }
    return function.isEmpty || source.contains("func \(function)(")
      || source.contains("func `\(function)`(")
  }

  /// The edit distance between two ids.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return a.isEmpty ? b.count : row[b.count]
  }

  private static func source(of file: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: file))).map { String(decoding: $0, as: UTF8.self) }
  }

  private static let reported = LockedSet()
}

/// The orphans reported in this process, by `path:line`.
private final class LockedSet: @unchecked Sendable {
  // NB: `@unchecked` because every access holds `lock`.
  private let lock = NSLock()
  private var seen = Set<String>()

  func withLock<T>(_ body: (inout Set<String>) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&seen)
  }
}

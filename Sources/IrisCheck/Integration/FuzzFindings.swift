import Foundation
import IrisCheckCore

/// The findings `swift package fuzz` saved, joined to the checks that
/// replay them.
///
/// A fuzz target saves each shrunk finding in
/// `Corpus/regressions/<target>/<target>.regressions` of its package, under
/// the violated law's name (or the property's). Before a `LawSuite.check`
/// or a `forAll` runs, every case saved under one of its names is appended
/// to the test's own regression file under the test's id (unless it is
/// there already), so the engine replays it first, as any saved case; the
/// line's comment names the file it came from. Nothing is read or written
/// when the package has no such file, or when saving regressions is off
/// (`IRISCHECK_SAVE=0`).
///
/// A case saved by one target and replayed by a law of the same name
/// elsewhere is still the law's own choices: through another generator it
/// draws some valid input, so it can only pass or show a real failure.
package enum FuzzFindings {
  /// Appends the fuzz findings saved under each name to the regression
  /// file of a check about to run, reporting problems as warnings; does
  /// nothing when the configuration saves no regressions.
  /// - Parameters:
  ///   - ids: each name findings are saved under, and the check's id for it.
  ///   - configuration: the check's resolved configuration.
  ///   - site: the check's call site.
  static func merge(
    ids: [(name: String, id: String)], under configuration: Configuration, at site: CallSite
  ) {
    guard configuration.saveRegressions, let file = configuration.regressionFile else { return }
    for problem in merge(into: file, ids: ids, testFile: "\(site.filePath)") {
      TestReporter.warn(problem, at: site)
    }
  }

  /// Appends the fuzz findings saved under each name to a regression file.
  /// - Parameters:
  ///   - regressionFile: the test's regression file.
  ///   - ids: each name findings are saved under, and the id the check
  ///     replays it under.
  ///   - testFile: the test's `#filePath`; the package is the nearest
  ///     folder above it with a `Package.swift`.
  /// - Returns: the problems met (an unreadable line, a failed write).
  @discardableResult
  package static func merge(
    into regressionFile: String, ids: [(name: String, id: String)], testFile: String
  ) -> [String] {
    var problems: [String] = []
    for file in files(near: testFile) {
      let findings = RegressionFile(path: file)
      for (name, id) in ids {
        let (entries, skipped) = findings.entries(for: name)
        problems += skipped.map(\.description)
        for entry in entries {
          do {
            try RegressionFile(path: regressionFile).append(
              entry.token, for: id,
              valueDescription: "found by swift package fuzz, \(file):\(entry.line)")
          } catch {
            problems.append("\(error)")
          }
        }
      }
    }
    return problems
  }

  /// The fuzz findings files of the package holding `testFile`:
  /// `Corpus/regressions/<target>/<target>.regressions`, sorted.
  package static func files(near testFile: String) -> [String] {
    guard let root = packageRoot(of: testFile) else { return [] }
    return cache.files(root) {
      let folder = URL(fileURLWithPath: root).appendingPathComponent("Corpus/regressions")
      let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return targets.sorted().map { target in
        folder.appendingPathComponent(target).appendingPathComponent("\(target).regressions").path
      }.filter { FileManager.default.fileExists(atPath: $0) }
    }
  }

  /// The nearest folder above a file that holds a `Package.swift`.
  package static func packageRoot(of file: String) -> String? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  private static let cache = FileListCache()
}

/// Each package's findings files, listed once per process.
private final class FileListCache: @unchecked Sendable {
  // NB: `@unchecked` because every access holds `lock`.
  private let lock = NSLock()
  private var lists: [String: [String]] = [:]

  func files(_ root: String, _ list: () -> [String]) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    if let known = lists[root] { return known }
    let files = list()
    lists[root] = files
    return files
  }
}

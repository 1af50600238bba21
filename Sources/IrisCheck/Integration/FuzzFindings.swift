import Foundation
import IrisCheckCore

/// The findings `swift package fuzz` saved, joined to the checks that
/// replay them.
///
/// A fuzz target saves each shrunk finding in
/// `Corpus/regressions/<target>/<target>.regressions` of its package, under
/// `<target>/<law>` (or `<target>/<property>`), its comment the minimal
/// value as Swift. Before a `LawSuite.check` or a `forAll` runs, a finding
/// is appended to the test's own regression file under the test's id
/// (unless it is there already), so the engine replays it first, as any
/// saved case, when it is this check's: its law has the finding's law
/// name, and the finding's choices draw, through the law's own generator,
/// the very value the target saved. So two apps of one package that both
/// have a `RoundTrip` never replay each other's findings: through the
/// other app's generator the choices draw another value. The line's
/// comment names the file it came from. Nothing is read or written when
/// the package has no such file, or when saving regressions is off
/// (`IRISCHECK_SAVE=0`).
package enum FuzzFindings {
  /// A check about to run, as findings are matched to it.
  package struct Claim {
    /// The law's (or property's) name.
    package var name: String
    /// The check's id for it, such as `Suite.test/law`.
    package var id: String
    /// The value, as Swift, the law's generator draws from a finding's
    /// choices; `nil` when it draws none.
    package var draws: (ReplayToken) -> String?

    /// Creates one.
    package init(name: String, id: String, draws: @escaping (ReplayToken) -> String?) {
      self.name = name
      self.id = id
      self.draws = draws
    }

    /// A claim whose law draws from `generator`.
    package init<Value>(name: String, id: String, generator: Gen<Value>) {
      self.init(name: name, id: id) { token in
        let recorder = ChoiceRecorder(
          source: ReplaySource(token.sequence), exhaustion: .drawSimplest)
        return (try? generator.generate(recorder)).map { SwiftLiteral.describe($0) }
      }
    }
  }

  /// Appends this check's fuzz findings to the regression file of a
  /// check about to run, reporting problems as warnings; does nothing
  /// when the configuration saves no regressions.
  /// - Parameters:
  ///   - claims: the check's laws.
  ///   - configuration: the check's resolved configuration.
  ///   - site: the check's call site.
  static func merge(_ claims: [Claim], under configuration: Configuration, at site: CallSite) {
    guard configuration.saveRegressions, let file = configuration.regressionFile else { return }
    for problem in merge(into: file, claims: claims, testFile: "\(site.filePath)") {
      TestReporter.warn(problem, at: site)
    }
  }

  /// Appends the fuzz findings that are this check's to a regression
  /// file.
  /// - Parameters:
  ///   - regressionFile: the test's regression file.
  ///   - claims: the check's laws.
  ///   - testFile: the test's `#filePath`; the package is the nearest
  ///     folder above it with a `Package.swift`.
  /// - Returns: the problems met (an unreadable line, a failed write).
  @discardableResult
  package static func merge(
    into regressionFile: String, claims: [Claim], testFile: String
  ) -> [String] {
    var problems: [String] = []
    for file in files(near: testFile) {
      let (entries, skipped) = RegressionFile(path: file).allEntries()
      problems += skipped.map(\.description)
      for entry in entries {
        let law = entry.propertyID.split(separator: "/").last.map(String.init) ?? ""
        for claim in claims where claim.name == law {
          guard let saved = entry.comment, claim.draws(entry.token) == saved else { continue }
          do {
            try RegressionFile(path: regressionFile).append(
              entry.token, for: claim.id,
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

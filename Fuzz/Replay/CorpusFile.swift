import Foundation
import MailboxFuzzTargets
import Testing

/// One file of the committed fuzz corpus, found relative to this source file
/// so `swift test` replays exactly what libFuzzer would.
///
/// `Corpus/<target>/<file>` is a seed of one target;
/// `Corpus/regressions/<target>/<file>` is a crasher once found by that
/// target, replayed through that target's oracle only. A law-suite
/// target's `<target>.regressions` (its shrunk findings as replay tokens)
/// is not an input: `swift test` replays its lines in the laws' own
/// checks.
struct CorpusFile: Sendable, CustomTestStringConvertible {
  /// The fuzz target the file belongs to.
  let target: String
  /// Whether the file is a saved crasher rather than a seed.
  let isRegression: Bool
  /// The path below `Corpus/`.
  let relativePath: String

  /// The file's bytes (empty if it cannot be read, which the replay reports).
  var bytes: [UInt8] {
    (try? Data(contentsOf: Self.root.appending(path: relativePath))).map { Array($0) } ?? []
  }

  var testDescription: String { relativePath }

  /// The repository's root folder.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's `Corpus/` folder.
  static let root = repository.appending(path: "Corpus")

  /// Every corpus file, seeds and regressions, sorted by path.
  static let all: [CorpusFile] = {
    let manager = FileManager.default
    guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let rootDepth = root.standardizedFileURL.pathComponents.count
    var files: [CorpusFile] = []
    for case let url as URL in walker {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
        continue
      }
      let parts = Array(url.standardizedFileURL.pathComponents.dropFirst(rootDepth))
      guard parts.count >= 2, !parts[parts.count - 1].hasPrefix("."),
        !parts[parts.count - 1].hasSuffix(".regressions")
      else { continue }
      let isRegression = parts[0] == "regressions" && parts.count >= 3
      files.append(
        CorpusFile(
          target: isRegression ? parts[1] : parts[0], isRegression: isRegression,
          relativePath: parts.joined(separator: "/")))
    }
    return files.sorted { $0.relativePath < $1.relativePath }
  }()

  /// The names of the fuzz targets: the folders of `Fuzz/Sources/` and
  /// `Fuzz/Planted/`, as `Package.swift` lists them, and the law-suite
  /// targets of `MailboxFuzzTargets`.
  static let targetNames: Set<String> = {
    let folders = ["Fuzz/Sources", "Fuzz/Planted"].map { repository.appending(path: $0) }
    return Set(
      folders.flatMap { folder in
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      }.filter { !$0.hasPrefix(".") } + MailboxFuzzTargets.all.map(\.name))
  }()
}

import Foundation

/// A file libFuzzer wrote for an input that failed.
package struct FuzzArtifact: Sendable, Equatable {
  /// Why libFuzzer kept the input.
  package enum Kind: String, Sendable, CaseIterable {
    /// A crash: a trap (a law's violation), a sanitizer report, a signal.
    case crash
    /// A leak LeakSanitizer reported (a crash to libFuzzer).
    case leak
    /// An input slower than `-timeout`.
    case timeout
    /// An input that used more than `-rss_limit_mb`.
    case oom
  }

  /// Why it was kept.
  package var kind: Kind
  /// The file.
  package var url: URL

  /// Creates one.
  package init(kind: Kind, url: URL) {
    self.kind = kind
    self.url = url
  }

  /// The artifacts directly in a folder, by name (`crash-<sha>`, …).
  /// - Parameter folder: an artifact folder.
  /// - Returns: the artifacts, sorted by file name.
  package static func all(in folder: URL) -> [FuzzArtifact] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard let kind = Kind.allCases.first(where: { name.hasPrefix($0.rawValue + "-") }) else {
        return nil
      }
      return FuzzArtifact(kind: kind, url: folder.appendingPathComponent(name))
    }
  }
}

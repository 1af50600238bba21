import Foundation

/// The Markdown files whose Swift blocks must compile: `README.md` and every
/// `.md` file of every DocC catalog (`Sources/<target>/<name>.docc/`, at any
/// depth).
enum MarkdownFiles {
  /// The files of the package in `root`, from its folder: `README.md`
  /// first, then the catalogs' files in path order.
  /// - Parameter root: the package's folder.
  /// - Returns: their paths, from `root`.
  static func paths(root: URL) -> [String] {
    var articles: [String] = []
    let sources = root.appendingPathComponent("Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    for target in targets {
      let folder = sources.appendingPathComponent(target)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for catalog in entries where catalog.hasSuffix(".docc") {
        let base = "Sources/\(target)/\(catalog)"
        let path = root.appendingPathComponent(base).path
        guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
        while let relative = walker.nextObject() as? String {
          if relative.hasSuffix(".md") { articles.append("\(base)/\(relative)") }
        }
      }
    }
    return ["README.md"] + articles.sorted()
  }
}

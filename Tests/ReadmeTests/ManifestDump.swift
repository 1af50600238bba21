import Foundation
import IrisCheckTestSupport

/// A package manifest loaded by the toolchain: `swift package dump-package`
/// run on it alone, in an empty temporary folder.
struct ManifestDump {
  /// The manifest as the toolchain reads it (`dump-package`'s JSON), or
  /// `nil` when it did not load.
  let json: [String: Any]?
  /// What `swift` printed, standard output and error together.
  let output: String

  /// The `swift` executable on `PATH`, or `nil` when there is none.
  static let swift: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").lazy.map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swift")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Loads `manifest` as the `Package.swift` of an otherwise empty package.
  /// - Parameters:
  ///   - manifest: the manifest's text.
  ///   - swift: the `swift` executable.
  /// - Throws: an error when the folder cannot be written or `swift` not run.
  init(_ manifest: String, swift: URL) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeManifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let stdout = folder.appendingPathComponent("stdout")
    let stderr = folder.appendingPathComponent("stderr")
    try Data().write(to: stdout)
    try Data().write(to: stderr)
    let process = Process()
    process.executableURL = swift
    process.arguments = ["package", "--package-path", folder.path, "dump-package"]
    process.currentDirectoryURL = folder
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try await process.runUntilExit()
    let printed = try Data(contentsOf: stdout)
    output =
      String(decoding: printed, as: UTF8.self)
      + String(decoding: try Data(contentsOf: stderr), as: UTF8.self)
    json =
      process.terminationStatus == 0
      ? try? JSONSerialization.jsonObject(with: printed) as? [String: Any] : nil
  }

  /// Every `.product(name:package:)` the targets depend on, as
  /// `(product, package)`.
  var productDependencies: [(product: String, package: String)] {
    let targets = json?["targets"] as? [[String: Any]] ?? []
    return targets.flatMap { target in
      (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        guard let product = dependency["product"] as? [Any], product.count >= 2,
          let name = product[0] as? String, let package = product[1] as? String
        else { return nil }
        return (name, package)
      }
    }
  }

  /// The library products `manifest` declares with `.library(name: "…"`,
  /// read from its text.
  /// - Parameter manifest: a manifest's text.
  /// - Returns: the products' names.
  static func libraries(declaredIn manifest: String) -> Set<String> {
    let marker = ".library(name: \""
    return Set(
      manifest.components(separatedBy: marker).dropFirst().compactMap {
        $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
      })
  }
}

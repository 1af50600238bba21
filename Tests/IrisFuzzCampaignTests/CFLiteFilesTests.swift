import Foundation
import IrisFuzzCampaign
import Testing

struct CFLiteFilesTests {
  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cflite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writesTheFiveFilesWithAnExecutableBuildScript() throws {
    let package = try scratch()
    defer { try? FileManager.default.removeItem(at: package) }
    let written = try CFLiteFiles(packageName: "TinyLinks").write(into: package)
    #expect(
      written == [
        "written .clusterfuzzlite/project.yaml", "written .clusterfuzzlite/Dockerfile",
        "written .clusterfuzzlite/build.sh", "written .github/workflows/cflite_pr.yml",
        "written .github/workflows/cflite_batch.yml",
      ])
    let script = package.appendingPathComponent(".clusterfuzzlite/build.sh")
    #expect(FileManager.default.isExecutableFile(atPath: script.path))
    let text = try String(contentsOf: script, encoding: .utf8)
    #expect(text.contains("cd \"${IRISCHECK_ROOT:-$SRC/TinyLinks}\""))
    #expect(text.contains("fuzz --build-only"))
    #expect(text.contains("--static --out \"$OUT\""))
    let docker = try String(
      contentsOf: package.appendingPathComponent(".clusterfuzzlite/Dockerfile"), encoding: .utf8)
    #expect(docker.contains("COPY . $SRC/TinyLinks"))
    #expect(docker.contains("a path dependency outside it"))
  }

  @Test func keepsFilesThatExist() throws {
    let package = try scratch()
    defer { try? FileManager.default.removeItem(at: package) }
    let mine = package.appendingPathComponent(".clusterfuzzlite/project.yaml")
    try FileManager.default.createDirectory(
      at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: mine)
    let written = try CFLiteFiles(packageName: "P").write(into: package)
    #expect(written.first == "kept .clusterfuzzlite/project.yaml (it exists)")
    #expect(try String(contentsOf: mine, encoding: .utf8) == "mine\n")
  }

  @Test func laysOutATargetAsClusterFuzzLiteRunsIt() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = folder.appendingPathComponent("TinyLinksFuzz")
    try Data("binary".utf8).write(to: executable)
    let corpus = folder.appendingPathComponent("Corpus/Codec")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    try Data("seed".utf8).write(to: corpus.appendingPathComponent("seed-1"))
    let out = folder.appendingPathComponent("out")
    try CFLiteFiles.layOut(target: "Codec", executable: executable, corpus: corpus, in: out)
    #expect(try Data(contentsOf: out.appendingPathComponent("Codec")) == Data("binary".utf8))
    #expect(
      try String(contentsOf: out.appendingPathComponent("Codec.options"), encoding: .utf8)
        == CFLiteFiles.options)
    #expect(FileManager.default.fileExists(atPath: out.path + "/Codec_seed_corpus.zip"))
  }
}

extension CFLiteFilesTests {
  /// The repository's own workflows, which ClusterFuzzLite runs.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func uncommented(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  @Test func theWorkflowsAreThisRepositorysLessTheirComments() throws {
    let package = try scratch()
    defer { try? FileManager.default.removeItem(at: package) }
    _ = try CFLiteFiles(packageName: "P").write(into: package)
    for name in ["cflite_pr.yml", "cflite_batch.yml"] {
      let written = try String(
        contentsOf: package.appendingPathComponent(".github/workflows/\(name)"), encoding: .utf8)
      let ours = try String(
        contentsOf: Self.repository.appendingPathComponent(".github/workflows/\(name)"),
        encoding: .utf8)
      #expect(uncommented(written) == uncommented(ours), "\(name)")
    }
  }
}

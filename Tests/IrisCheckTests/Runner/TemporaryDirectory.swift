import Foundation

/// A fresh directory under the system's temporary folder, so tests that save
/// regressions never write into the repository.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("IrisCheckTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  func file(_ name: String) -> String {
    URL(fileURLWithPath: path).appendingPathComponent(name).path
  }

  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).flatMap { String(data: $0, encoding: .utf8) }
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }
}

/// Counts calls from a property; properties run in the caller's isolation,
/// so a plain class is enough.
final class Counter<Value> {
  private(set) var values: [Value] = []
  var count: Int { values.count }

  func record(_ value: Value) { values.append(value) }
}

import Testing

extension CallSite {
  /// The location as Swift Testing's `SourceLocation`.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

extension CallSite {
  /// The running test as `Suite.test`: its suites and name under Swift
  /// Testing, else the file's name and the enclosing function (an XCTest
  /// case class is usually named after its file).
  var testScope: String {
    if let test = Test.current {
      let suites = test.id.nameComponents.dropLast()
      return (suites + ["\(function)"]).joined(separator: ".")
    }
    let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return base + ".\(function)"
  }
}

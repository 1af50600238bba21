/// Where a property or law suite was checked from: the call's source
/// location.
///
/// Failures are reported there, and the regression file is derived from
/// ``filePath``.
package struct CallSite: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt
  /// The enclosing function: the test's name and default property id.
  package var function: StaticString

  /// Creates a call site.
  package init(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    function: StaticString
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.function = function
  }
}

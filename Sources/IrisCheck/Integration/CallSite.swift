import Testing

/// Where a property was written: the `forAll` call's source location.
///
/// Failures are reported there, and the regression file is derived from
/// ``filePath``.
struct CallSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
  /// The enclosing function: the test's name and default property id.
  var function: StaticString

  /// The location as Swift Testing's `SourceLocation`.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

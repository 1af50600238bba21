import Testing

/// Where a property was written: the `forAll` call's source location.
///
/// Failures are reported here, and the regression file is derived from
/// ``filePath``.
public struct CallSite: Sendable {
  /// `#fileID` of the call.
  public var fileID: StaticString
  /// `#filePath` of the call.
  public var filePath: StaticString
  /// `#line` of the call.
  public var line: UInt
  /// `#column` of the call.
  public var column: UInt
  /// `#function` of the call: the test's name.
  public var function: StaticString

  /// Creates a call site; the defaults capture the caller's location.
  /// - Parameters:
  ///   - fileID: the file id.
  ///   - filePath: the file path.
  ///   - line: the line.
  ///   - column: the column.
  ///   - function: the enclosing function.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, function: StaticString = #function
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.function = function
  }

  /// The location as Swift Testing's `SourceLocation`.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

import Testing

extension CallSite {
  /// The location as Swift Testing's `SourceLocation`.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

import Testing

/// The standard error text an exit test observed, or `""` without a result.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

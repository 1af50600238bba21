/// Renders a value for a law's message: strings in quotes with Swift escapes,
/// other values as `String(reflecting:)` prints them, without the leading
/// module name of the value's own type.
/// - Parameter value: the value to show.
/// - Returns: its debug text, for example `"a/b"` or `Note.thread(id: "a/b")`.
func show<Value>(_ value: Value) -> String {
  let text = String(reflecting: value)
  let qualified = String(reflecting: Value.self)
  let plain = String(describing: Value.self)
  guard qualified != plain, text.hasPrefix(qualified + ".") || text.hasPrefix(qualified + "(")
  else { return text }
  return plain + text.dropFirst(qualified.count)
}

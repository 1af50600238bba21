/// Command-line arguments read one at a time, for ``CampaignOptions`` and
/// ``ToolCommand``.
struct ArgumentReader {
  private var rest: ArraySlice<String>

  /// Reads `arguments` from the first.
  init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? {
    rest.popFirst()
  }

  /// Every argument not read yet; none remain after.
  mutating func remaining() -> [String] {
    defer { rest = [] }
    return Array(rest)
  }

  /// The value of an option: the next argument.
  /// - Parameter option: the option, for the error.
  /// - Throws: ``CampaignOptionsError`` at the end of the arguments.
  mutating func value(of option: String) throws(CampaignOptionsError) -> String {
    guard let value = rest.popFirst() else { throw CampaignOptionsError("\(option) needs a value") }
    return value
  }

  /// The value of an option that counts something: a positive whole number.
  /// - Parameter option: the option, for the error.
  /// - Throws: ``CampaignOptionsError`` for a missing or bad value.
  mutating func count(of option: String) throws(CampaignOptionsError) -> Int {
    let text = try value(of: option)
    guard let number = Int(text), number > 0 else {
      throw CampaignOptionsError("\(option) takes a positive whole number, not \(text)")
    }
    return number
  }
}

/// A type that prints itself as Swift source in failure reports, overriding
/// the reflection-based printing of ``SwiftLiteral``.
public protocol SwiftLiteralRepresentable {
  /// The value as Swift source that evaluates to an equal value, for example
  /// `URL(string: "https://a.b")!`.
  var swiftLiteral: String { get }
}

/// Prints values as Swift source, so a counterexample can be pasted into a
/// test.
///
/// ```swift
/// SwiftLiteral.describe([0, 1])                  // [0, 1]
/// SwiftLiteral.describe(Point(x: 1, y: 2))       // Point(x: 1, y: 2)
/// SwiftLiteral.describe(Route.thread(id: "/"))   // .thread(id: "/")
/// SwiftLiteral.describe("a\"b\n")                // "a\"b\n"
/// SwiftLiteral.describe(Optional<Int>.none)      // nil
/// ```
/// Strings and characters are escaped as Swift literals, and so is a
/// `RawRepresentable` with a `String` raw value that is also
/// `ExpressibleByStringLiteral` (an identifier such as `ThreadID("a")`
/// prints `"a"`); optionals print as
/// `nil` or their value; tuples keep their labels; `UUID`, `Date`, `Data`
/// and `URL` print as the initialiser that rebuilds the same value
/// (`UUID(uuidString: "…")!`); other structs and classes print as memberwise
/// initialisers; enums as `.case` or `.case(payload)`, except
/// a payload-free case of an enum that customises its description, which
/// prints as `String(reflecting:)` (Swift has no public API for its name;
/// make such a type ``SwiftLiteralRepresentable`` to print Swift). Sets and
/// dictionaries are sorted (numbers numerically, everything else by its
/// printed text) so reports are stable across runs. A value conforming to
/// ``SwiftLiteralRepresentable`` prints its own ``SwiftLiteralRepresentable/swiftLiteral``.
/// Nesting deeper than 32 levels prints `…`.
public enum SwiftLiteral {
  /// Returns `value` as Swift source.
  /// - Parameter value: any value.
  /// - Returns: Swift source text on one line.
  public static func describe(_ value: Any) -> String {
    render(value, depth: 0)
  }

  private static func render(_ value: Any, depth: Int) -> String {
    guard depth < 32 else { return "…" }
    if let custom = value as? any SwiftLiteralRepresentable { return custom.swiftLiteral }
    if let literal = stringLiteral(value) { return literal }
    if let scalar = scalarLiteral(value) { return scalar }
    if let foundation = foundationLiteral(value) { return foundation }
    let mirror = Mirror(reflecting: value)
    let children = Array(mirror.children)
    let next = depth + 1
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = children.first else { return "nil" }
      return render(wrapped.value, depth: next)
    case .collection:
      return "[" + children.map { render($0.value, depth: next) }.joined(separator: ", ") + "]"
    case .set:
      return "["
        + sortedForStability(children.map { render($0.value, depth: next) })
        .joined(separator: ", ") + "]"
    case .dictionary:
      guard !children.isEmpty else { return "[:]" }
      let pairs = children.map { pair -> (String, String) in
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { return (render(pair.value, depth: next), "") }
        return (render(parts[0].value, depth: next), render(parts[1].value, depth: next))
      }
      let keys = sortedForStability(pairs.map(\.0))
      let valueByKey = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
      return "[" + keys.map { "\($0): \(valueByKey[$0] ?? "")" }.joined(separator: ", ") + "]"
    case .tuple:
      return "(" + arguments(children, depth: next) + ")"
    case .enum:
      guard let payload = children.first, let name = payload.label else {
        guard let name = CaseName.enumCaseName(value) else { return String(reflecting: value) }
        return "." + name
      }
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        return ".\(name)(" + arguments(Array(inner.children), depth: next) + ")"
      }
      return ".\(name)(" + render(payload.value, depth: next) + ")"
    case .struct, .class:
      return typeName(of: value) + "(" + arguments(children, depth: next) + ")"
    default:
      return String(reflecting: value)
    }
  }

  private static func arguments(_ children: [Mirror.Child], depth: Int) -> String {
    children.map { child in
      let text = render(child.value, depth: depth)
      guard let label = child.label, !label.hasPrefix(".") else { return text }
      return "\(label): \(text)"
    }.joined(separator: ", ")
  }

  private static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  /// A string-backed, string-literal-expressible value (an identifier
  /// type) as its raw value's literal, which Swift converts back in
  /// context.
  private static func stringLiteral(_ value: Any) -> String? {
    guard value is any ExpressibleByStringLiteral, let raw = value as? any RawRepresentable,
      let text = raw.rawValue as? String
    else { return nil }
    return quoted(text)
  }

  private static func scalarLiteral(_ value: Any) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let substring as Substring: return quoted(String(substring))
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return bool ? "true" : "false"
    case let double as Double: return floatingLiteral(double)
    case let float as Float: return floatingLiteral(Double(float))
    case let integer as any BinaryInteger: return String(describing: integer)
    default: return nil
    }
  }

  private static func floatingLiteral(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return String(describing: value)
  }

  /// Returns `text` as a Swift string literal with escapes.
  /// - Parameter text: the string to quote.
  /// - Returns: the literal, including the surrounding quotes.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if Self.isEscaped(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether `quoted` writes a scalar as `\u{…}`: controls, format
  /// characters (but the emoji joiner), and every space-like scalar other
  /// than `" "` (so U+00A0 never reads as a plain space).
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    switch category {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return true
    case .format: return scalar.value != 0x200D
    case .spaceSeparator: return scalar != " "
    default: return scalar.properties.isWhitespace && scalar != " "
    }
  }

  /// Sorts printed elements: numbers numerically, then everything else by
  /// text.
  private static func sortedForStability(_ items: [String]) -> [String] {
    items.sorted { left, right in
      switch (Double(left), Double(right)) {
      case (let leftNumber?, let rightNumber?): return leftNumber < rightNumber
      case (.some, .none): return true
      case (.none, .some): return false
      case (.none, .none): return left < right
      }
    }
  }
}

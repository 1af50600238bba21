import IrisCheckCore
import IrisCheckLaws

/// Flattens an enum value's payload into labelled texts, the way they would
/// appear in a link: the raw value of a `RawRepresentable`, the decimal
/// text of an integer, the name of a payload-free case.
///
/// Used to recognise which parts of a printed link are captures: a path
/// segment or query value that equals a payload field's text is shown as
/// `{label}` in URL patterns.
enum PayloadFields {
  /// The labelled leaf texts of `value`'s payload, outermost label first;
  /// `nil` optionals are skipped, nested structs contribute their own
  /// field labels.
  /// - Parameter value: an enum value.
  /// - Returns: `(label, text)` pairs in declaration order.
  static func of(_ value: Any) -> [(label: String, text: String)] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return [] }
    let inner = Mirror(reflecting: payload.value)
    guard inner.displayStyle == .tuple else { return leaves(payload.value, label: "_") }
    return inner.children.flatMap { child in
      leaves(child.value, label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "_")
    }
  }

  private static func leaves(_ value: Any, label: String) -> [(label: String, text: String)] {
    if let text = text(of: value) { return [(label, text)] }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { leaves($0.value, label: label) } ?? []
    case .struct, .class, .tuple:
      return mirror.children.flatMap { child in leaves(child.value, label: child.label ?? label) }
    case .enum:
      return mirror.children.isEmpty ? [(label, String(describing: value))] : []
    default:
      return []
    }
  }

  private static func text(of value: Any) -> String? {
    switch value {
    case let string as String: return string
    case let integer as any BinaryInteger: return String(describing: integer)
    case let raw as any RawRepresentable:
      let rawValue = raw.rawValue as Any
      if let string = rawValue as? String { return string }
      if let integer = rawValue as? any BinaryInteger { return String(describing: integer) }
      return nil
    default: return nil
    }
  }

  /// Whether the payload holds an empty string anywhere.
  /// - Parameter value: an enum value.
  /// - Returns: `true` when some leaf text is `""`.
  static func containsEmptyText(_ value: Any) -> Bool {
    of(value).contains { $0.text.isEmpty }
  }
}

/// Names an enum value's case by reflection, so reports can group values by
/// case without the consumer writing a `switch`.
///
/// ```swift
/// CaseName.of(MailboxRoute.thread(id: "a"))         // "thread"
/// CaseName.signature(of: MailboxRoute.thread(id: "a")) // "thread(id:)"
/// CaseName.signature(of: MailboxIntent.inbox)        // "inbox"
/// CaseName.signature(of: MailboxIntent.unknown(url)) // "unknown(_:)"
/// ```
/// **Contract.** Two values of one enum case get the same name whatever
/// their payloads. A case with a payload is named from `Mirror`, which
/// always works. A case without one is named by `String(describing:)`
/// (Swift has no public API for a case's name): the case's name for a type
/// that does not customise its description, else that description, so a
/// type that customises `description` should give its payload-free cases
/// their own name there, or group them by hand. A value that is not an enum
/// is named after its type; an optional is named after what it wraps, and
/// `nil` is `nil`.
public enum CaseName {
  /// The case name of an enum value, without payload labels.
  /// - Parameter value: any value, normally an enum value.
  /// - Returns: the case name, such as `thread`.
  public static func of(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return of(wrapped.value)
    case .enum:
      if let label = mirror.children.first?.label { return label }
      return String(describing: value)
    default:
      return String(describing: type(of: value))
    }
  }

  /// The case name with its payload labels, as Swift spells the case.
  /// - Parameter value: any value, normally an enum value.
  /// - Returns: for example `message(threadID:messageID:)`, `unknown(_:)`
  ///   for an unlabelled payload, or the bare name for a case without one.
  public static func signature(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
      return signature(of: wrapped.value)
    }
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      let name = payload.label
    else { return of(value) }
    let inner = Mirror(reflecting: payload.value)
    guard inner.displayStyle == .tuple else { return name + "(_:)" }
    let labels = inner.children.map { child -> String in
      guard let label = child.label, !label.hasPrefix(".") else { return "_:" }
      return label + ":"
    }
    return name + "(" + labels.joined() + ")"
  }
}

extension CaseName {
  /// The case name of a payload-free enum value, as `String(describing:)`
  /// spells it for a type that does not customise its textual
  /// representation; `nil` for a type that does (it conforms to
  /// `CustomStringConvertible`, `CustomDebugStringConvertible` or
  /// `TextOutputStreamable`, whose text `String(describing:)` prints
  /// instead).
  ///
  /// NB: Swift has no public API for a case's name; `String(describing:)`
  /// of an uncustomised enum value is the runtime's own case name.
  /// - Parameter value: an enum value.
  /// - Returns: the case name, such as `shelf`, or `nil`.
  package static func enumCaseName(_ value: Any) -> String? {
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible
      || value is any TextOutputStreamable
    {
      return nil
    }
    return String(describing: value)
  }
}

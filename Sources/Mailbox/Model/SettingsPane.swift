/// A page inside settings.
///
/// Its raw value is its URL segment (`mailbox://settings/<rawValue>`),
/// matched case-sensitively.
public enum SettingsPane: String, CaseIterable, Codable, Hashable, Sendable {
  /// Display and reading options.
  case general
  /// Mail accounts.
  case accounts
  /// Notification preferences.
  case notifications
  /// The outgoing signature.
  case signature
}

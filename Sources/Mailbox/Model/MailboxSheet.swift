/// A screen presented as the app's single sheet.
public enum MailboxSheet: Codable, Hashable, Sendable {
  /// The compose screen, prefilled from a draft.
  case compose(draft: ComposeDraft)
  /// Settings presented modally; `nil` is the settings overview.
  case settings(pane: SettingsPane?)
}

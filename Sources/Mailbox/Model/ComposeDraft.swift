/// What a compose sheet opens with: an optional recipient and subject.
///
/// `nil` means "not given"; an empty string is a given, empty field. Both
/// survive a trip through a `mailbox://compose` link.
public struct ComposeDraft: Codable, Hashable, Sendable {
  /// The recipient address, if given.
  public var to: String?
  /// The subject line, if given.
  public var subject: String?

  /// Creates a draft.
  /// - Parameters:
  ///   - to: the recipient address; defaults to none.
  ///   - subject: the subject line; defaults to none.
  public init(to: String? = nil, subject: String? = nil) {
    self.to = to
    self.subject = subject
  }
}

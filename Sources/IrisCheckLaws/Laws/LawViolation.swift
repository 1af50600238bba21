import IrisCheckCore

/// How a law broke on one example: the law's name, the direction that
/// broke, and a message that shows the offending values.
///
/// The ``description`` is the one line a person reads first, for example:
///
/// ```
/// RoundTrip violated (print → parse): print(Note.thread(id: "a/b")) = "note://thread/a/b",
/// but parse("note://thread/a/b") = Note.unknown; expected Note.thread(id: "a/b")
/// ```
public struct LawViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The law's name, for example `RoundTrip`.
  public var law: String
  /// Which direction or step broke, for example `print → parse`.
  public var direction: String
  /// What happened, with the offending values printed as Swift values or
  /// quoted strings.
  public var message: String

  /// Creates a violation.
  /// - Parameters:
  ///   - law: the law's name.
  ///   - direction: which direction or step broke.
  ///   - message: what happened, naming the offending values.
  public init(law: String, direction: String, message: String) {
    self.law = law
    self.direction = direction
    self.message = message
  }

  /// The origin the shrinker keeps to: the law and its direction.
  package var failureOrigin: FailureOrigin { FailureOrigin("\(law) violated (\(direction))") }

  /// `"<law> violated (<direction>): <message>"`.
  public var description: String {
    "\(law) violated (\(direction)): \(message)"
  }
}

extension LawViolation: FailureOriginProviding {}

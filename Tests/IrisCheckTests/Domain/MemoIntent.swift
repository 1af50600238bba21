import IrisCheck

/// A new user's intent enum, the workload of issue 23: two cases with one
/// `String` field, one with an optional `String`, one with two `String`s,
/// one with an `Int`, two without payload.
enum MemoIntent: Equatable, Sendable {
  case inbox
  case thread(id: String)
  case search(query: String)
  case draft(to: String?)
  case reply(threadID: String, text: String)
  case page(Int)
  case settings

  /// Every case, string fields from `Gen.linkPayload`, written the way the
  /// README shows.
  static let generator = Gen<MemoIntent>.oneOf(
    .just(.inbox),
    .linkPayload.map { .thread(id: $0) },
    .linkPayload.map { .search(query: $0) },
    Gen<String?>.optional(.linkPayload).map { .draft(to: $0) },
    .zip(.linkPayload, .linkPayload).map { .reply(threadID: $0, text: $1) },
    .int().map { .page($0) },
    .just(.settings))
}

/// A printer and parser of ``MemoIntent`` as `/`-separated text
/// (`thread/a%2Fb`, `draft` for `.draft(to: nil)`): in every field `%` is
/// written `%25` and `/` is written `%2F`, scalar by scalar.
struct MemoCodec {
  /// The planted bug: thread ids are printed with `/` left raw.
  var rawSlashInThreadID = false

  /// Whether `intent` parses back from its printed text.
  func roundTrips(_ intent: MemoIntent) -> Bool {
    parse(print(intent)) == intent
  }

  func print(_ intent: MemoIntent) -> String {
    switch intent {
    case .inbox: "inbox"
    case .thread(let id): "thread/" + escape(id, slash: !rawSlashInThreadID)
    case .search(let query): "search/" + escape(query)
    case .draft(let to): to.map { "draft/" + escape($0) } ?? "draft"
    case .reply(let threadID, let text): "reply/" + escape(threadID) + "/" + escape(text)
    case .page(let number): "page/\(number)"
    case .settings: "settings"
    }
  }

  func parse(_ text: String) -> MemoIntent? {
    var fields: [String] = []
    for part in text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
      guard let field = Self.unescape(part) else { return nil }
      fields.append(field)
    }
    switch (fields.first, fields.count) {
    case ("inbox", 1): return .inbox
    case ("thread", 2): return .thread(id: fields[1])
    case ("search", 2): return .search(query: fields[1])
    case ("draft", 1): return .draft(to: nil)
    case ("draft", 2): return .draft(to: fields[1])
    case ("reply", 3): return .reply(threadID: fields[1], text: fields[2])
    case ("page", 2): return Int(fields[1]).map { .page($0) }
    case ("settings", 1): return .settings
    default: return nil
    }
  }

  private func escape(_ field: String, slash: Bool = true) -> String {
    var text = ""
    for scalar in field.unicodeScalars {
      switch scalar {
      case "%": text += "%25"
      case "/" where slash: text += "%2F"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Reads `%25` as `%` and `%2F` as `/`; `nil` for any other `%`.
  private static func unescape(_ field: Substring.UnicodeScalarView) -> String? {
    var text = String.UnicodeScalarView()
    var rest = field
    while let percent = rest.firstIndex(of: "%") {
      text.append(contentsOf: rest[..<percent])
      switch String(Substring(rest[percent...].prefix(3))) {
      case "%25": text.append("%")
      case "%2F": text.append("/")
      default: return nil
      }
      rest = rest[percent...].dropFirst(3)
    }
    text.append(contentsOf: rest)
    return String(text)
  }
}

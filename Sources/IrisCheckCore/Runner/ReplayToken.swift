/// A compact, versioned text form of a choice sequence that replays one
/// test case exactly: `ic1:` followed by base64url text.
///
/// ```swift
/// let token = ReplayToken(ChoiceSequence([1, 0, 300]))
/// token.description                          // "ic1:AQCsAkI" (for example)
/// try ReplayToken(parsing: "ic1:AQCsAkI").sequence  // [1, 0, 300]
/// ```
/// **Format (version 1).** Each choice is written as an unsigned LEB128
/// varint (7 bits a byte, low bits first), then one checksum byte (the low
/// byte of the FNV-1a hash of the varint bytes), all encoded as base64url
/// without padding. Small choices, the common case after shrinking, take one
/// byte each. The checksum catches most copy-paste damage.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
  /// The format version this build writes and reads.
  package static let version = 1

  /// The choices the token replays.
  package var sequence: ChoiceSequence

  /// Creates a token for a choice sequence.
  /// - Parameter sequence: the choices to replay.
  package init(_ sequence: ChoiceSequence) {
    self.sequence = sequence
  }

  /// Parses a token printed by IrisCheck.
  /// - Parameter text: the token, for example `ic1:AQCsAkI`; surrounding
  ///   whitespace and quotes are ignored.
  /// - Throws: ``ReplayTokenError`` saying what is wrong: not a token, an
  ///   unsupported version, invalid characters, a failed checksum or a
  ///   truncated choice.
  public init(parsing text: String) throws(ReplayTokenError) {
    let ignored: Set<Character> = [" ", "\t", "\n", "\r", "\"", "'"]
    let trimmed = Substring(
      text.drop(while: ignored.contains).reversed().drop(while: ignored.contains).reversed())
    guard trimmed.hasPrefix("ic"), let colon = trimmed.firstIndex(of: ":") else {
      throw ReplayTokenError(token: text, reason: "it does not start with `ic1:`")
    }
    let versionText = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon]
    guard let version = Int(versionText) else {
      throw ReplayTokenError(token: text, reason: "`\(versionText)` is not a version number")
    }
    guard version == Self.version else {
      throw ReplayTokenError(
        token: text,
        reason: "version \(version) is not supported (this IrisCheck reads ic\(Self.version)); "
          + "run the property again to get a current token")
    }
    guard let bytes = Base64URL.decode(trimmed[trimmed.index(after: colon)...]) else {
      throw ReplayTokenError(token: text, reason: "it contains characters outside base64url")
    }
    guard let checksum = bytes.last, checksum == Self.checksum(bytes.dropLast()) else {
      throw ReplayTokenError(token: text, reason: "its checksum does not match (damaged copy?)")
    }
    var values: [UInt64] = []
    var current: UInt64 = 0
    var shift: UInt64 = 0
    var pending = false
    for byte in bytes.dropLast() {
      guard shift < 64, shift < 63 || byte & 0x7E == 0 else {
        throw ReplayTokenError(token: text, reason: "a choice does not fit in 64 bits")
      }
      current |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 {
        values.append(current)
        current = 0
        shift = 0
        pending = false
      } else {
        shift += 7
        pending = true
      }
    }
    guard !pending else {
      throw ReplayTokenError(token: text, reason: "its last choice is truncated")
    }
    sequence = ChoiceSequence(values)
  }

  /// The token text, `ic1:` followed by base64url.
  public var description: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sequence.count + 1)
    for value in sequence.values {
      var rest = value
      while rest >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }
    bytes.append(Self.checksum(bytes[...]))
    return "ic\(Self.version):" + Base64URL.encode(bytes)
  }

  private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt8 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    return UInt8(truncatingIfNeeded: hash)
  }
}

/// Why a replay token could not be read.
public struct ReplayTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was given.
  public var token: String
  /// What is wrong with it.
  public var reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - token: the text that was given.
  ///   - reason: what is wrong with it.
  package init(token: String, reason: String) {
    self.token = token
    self.reason = reason
  }

  /// The message, for example `invalid IrisCheck replay token "ic2:AA": …`.
  public var description: String {
    "invalid IrisCheck replay token \(SwiftLiteral.quoted(token)): \(reason)"
  }
}

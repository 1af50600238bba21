/// What a child process said about one case (see ``ChildEvaluator``).
package enum ChildVerdict: Sendable, Equatable {
  /// The property held.
  case passed
  /// The property failed without trapping; the failure's origin.
  case failed(origin: String)
  /// Generation stopped: the case gives no value.
  case discarded
  /// The child died of `signal` while evaluating the case; `message` is
  /// the runtime's last `Fatal error` line, or empty.
  case trapped(signal: Int32, message: String)
  /// The child ended without evaluating the case (it never reached the
  /// check, or could not start); the reason.
  case unavailable(String)

  /// The line a serving child writes for a verdict; one line, no tabs.
  package var line: String {
    switch self {
    case .passed: return "\(Self.prefix)passed"
    case .failed(let origin): return "\(Self.prefix)failed\t" + Self.oneLine(origin)
    case .discarded: return "\(Self.prefix)discarded"
    case .trapped(let signal, let message):
      return "\(Self.prefix)trapped\t\(signal)\t" + Self.oneLine(message)
    case .unavailable(let reason): return "\(Self.prefix)unavailable\t" + Self.oneLine(reason)
    }
  }

  /// Reads a verdict line; `nil` for any other line.
  /// - Parameter line: a line of the child's standard output.
  package init?(line: Substring) {
    guard line.hasPrefix(Self.prefix) else { return nil }
    let fields = line.dropFirst(Self.prefix.count).split(
      separator: "\t", omittingEmptySubsequences: false)
    switch fields.first {
    case "passed": self = .passed
    case "discarded": self = .discarded
    case "failed": self = .failed(origin: fields.dropFirst().joined(separator: " "))
    case "trapped":
      self = .trapped(
        signal: fields.count > 1 ? Int32(fields[1]) ?? 0 : 0,
        message: fields.dropFirst(2).joined(separator: " "))
    case "unavailable": self = .unavailable(fields.dropFirst().joined(separator: " "))
    default: return nil
    }
  }

  /// The marker that starts a verdict line.
  package static let prefix = "IRISCHECK-VERDICT "

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r" ? " " : $0 })
  }
}

import Foundation
import Iris

/// Wraps ``MailboxCodec`` so links to threads that no longer exist fail
/// softly, as `.unknown(url)`, instead of opening an empty screen.
///
/// The codec checks a link's shape; the gate checks its identities against
/// the app's content, at the moment of parsing. A link whose thread the
/// lookup does not know parses to `.unknown(url)`, and an intent naming such
/// a thread prints `nil`, so the gate keeps the codec's round-trip law:
/// for every intent the gate prints, `gate.parse(gate.url(for: i)!) == i`
/// (given a lookup that does not change in between).
public struct ExistenceGate: URLCodec {
  /// The shape-checking codec underneath.
  public let codec: MailboxCodec
  /// Whether a thread still exists; consulted for thread and message intents only.
  public let threadExists: @Sendable (ThreadID) -> Bool

  /// Creates a gate.
  /// - Parameters:
  ///   - codec: the codec to wrap; defaults to a fresh ``MailboxCodec``.
  ///   - threadExists: the content lookup for thread identities.
  public init(
    codec: MailboxCodec = MailboxCodec(),
    threadExists: @escaping @Sendable (ThreadID) -> Bool
  ) {
    self.codec = codec
    self.threadExists = threadExists
  }

  /// Parses a link, mapping links to missing threads to `.unknown(url)`; never traps.
  /// - Parameter url: any URL.
  /// - Returns: the codec's intent, or `.unknown(url)` if it names a missing thread.
  public func parse(_ url: URL) -> MailboxIntent {
    let intent = codec.parse(url)
    return isLive(intent) ? intent : .unknown(url)
  }

  /// Prints the link for an intent, or `nil` if it names a missing thread.
  /// - Parameter intent: the intent to print.
  /// - Returns: the codec's link, or `nil`.
  public func url(for intent: MailboxIntent) -> URL? {
    isLive(intent) ? codec.url(for: intent) : nil
  }

  private func isLive(_ intent: MailboxIntent) -> Bool {
    intent.threadID.map(threadExists) ?? true
  }
}

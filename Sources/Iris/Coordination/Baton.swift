import Foundation

/// One delivery of an intent, carried from the link handler to the screen that consumes it.
///
/// A baton is an event reference, not a value: equality and hashing are
/// **by `id` only**, and every `init` makes a fresh `id`, so two batons with
/// the same intent and flow are different batons. Compare ``intent`` and
/// ``flow`` directly to compare payloads.
public struct Baton<Intent: Sendable & Equatable>: Sendable, Hashable, Identifiable,
  CustomDebugStringConvertible
{
  /// This baton's identity, fresh for every baton.
  public let id: UUID
  /// What the caller asked for.
  public let intent: Intent
  /// The navigation event this baton belongs to.
  public let flow: NavFlow

  /// Creates a baton with a fresh ``id``.
  /// - Parameters:
  ///   - intent: what the caller asked for.
  ///   - flow: the navigation event it belongs to.
  public init(intent: Intent, flow: NavFlow) {
    self.id = UUID.fresh()
    self.intent = intent
    self.flow = flow
  }

  /// Whether two batons are the same delivery: compares ``id`` only.
  /// - Parameters:
  ///   - lhs: a baton.
  ///   - rhs: another baton.
  /// - Returns: `true` exactly when the ids are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes ``id`` only, consistent with `==`.
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// A description naming the id, the intent and the flow's source.
  public var debugDescription: String {
    "Baton(\(id.uuidString), \(String(reflecting: intent)), flow: \(flow.source))"
  }
}

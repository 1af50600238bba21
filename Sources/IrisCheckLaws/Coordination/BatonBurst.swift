import IrisCheckCore

/// What happens to a coordinator, in order: events between two ``Event/wait(_:)`` events share a
/// main-actor turn, and a `.zero` wait only yields, so a link can land mid-step of an earlier flow.
public struct BatonBurst<Intent: Sendable>: Sendable, CustomStringConvertible,
  SwiftLiteralRepresentable
{
  /// One thing that happens.
  public enum Event: Sendable {
    /// A link opens this intent (routed on the coordinator's linkSwitcher).
    case link(Intent)
    /// A tap asks for this intent (routed as the app routes taps, usually on its uiSwitcher).
    case tap(Intent)
    /// Virtual time passes; `.zero` yields without advancing the clock.
    case wait(Duration)
    /// The screen of the `n`-th route on screen (modulo their number) mounts and claims its
    /// handoff; nothing when no route is on screen or a push covers that one.
    case mount(Int)
    /// The user pops the top screen (the system's back button).
    case pop
    /// The user dismisses the sheet.
    case dismiss
    /// Restores the snapshot of the `n`-th wait (modulo their number; snapshot 0 is the start).
    case restore(Int)
    /// The running link flow is cancelled.
    case cancel
  }

  /// The events, in order.
  public var events: [Event]

  /// Creates a burst of `events`, in order.
  public init(_ events: [Event]) {
    self.events = events
  }

  /// The waits bursts draw from by default, simplest first: a yield, 1 ms, 150 ms and 300 ms
  /// (around typical pauses and the links' 250 ms drain timeout) and 2 s (settled).
  public static var defaultGaps: [Duration] {
    [.zero, .milliseconds(1), .milliseconds(150), .milliseconds(300), .seconds(2)]
  }

  /// How many links and taps the burst routes.
  var batonCount: Int {
    events.count { if case .link = $0 { true } else if case .tap = $0 { true } else { false } }
  }

  /// The timeline, one event after another: `link .thread("a") · wait 0 · tap .settings`.
  public var description: String {
    events.isEmpty ? "(no events)" : events.map(Self.describe).joined(separator: " · ")
  }

  /// The same text as ``description``, for failure reports.
  public var swiftLiteral: String { description }

  /// One event as timeline text: `link .thread(id: "a")`, `wait 150ms`.
  package static func describe(_ event: Event) -> String {
    switch event {
    case .link(let intent): "link \(SwiftLiteral.describe(intent))"
    case .tap(let intent): "tap \(SwiftLiteral.describe(intent))"
    case .wait(let gap): gap == .zero ? "yield" : "wait \(TimelineTime.text(gap))"
    case .mount(let index): "mount screen #\(index)"
    case .pop: "pop"
    case .dismiss: "dismiss"
    case .restore(let index): "restore snapshot #\(index)"
    case .cancel: "cancel"
    }
  }
}

/// Durations as timeline text: `0`, `150ms`, `1.5s`.
enum TimelineTime {
  static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    if milliseconds == 0 { return "0" }
    if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
    return "\(milliseconds)ms"
  }
}

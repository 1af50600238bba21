import IrisCheckCore

/// One way an intent reaches a coordinator for ``CoordinatorArrivalLaw``: a link or a tap.
public enum ArrivalEvent<Intent: Sendable>: Sendable {
  /// The intent opened as a link (``CoordinatorHarness/link``).
  case link(Intent)
  /// The intent routed as a tap (``CoordinatorHarness/tap``).
  case tap(Intent)

  /// The intent, whichever way it arrives.
  public var intent: Intent {
    switch self {
    case .link(let intent), .tap(let intent): intent
    }
  }
}

extension Gen {
  /// Journeys for ``CoordinatorArrivalLaw``: `count` links (and taps, when
  /// `taps`) of `intents`, shrinking toward fewer events, links, simpler intents.
  public static func arrivalJourney<Intent>(
    intents: Gen<Intent>, taps: Bool, count: ClosedRange<Int> = 1...4
  ) -> Gen<[ArrivalEvent<Intent>]> where Value == [ArrivalEvent<Intent>] {
    let links = intents.map { ArrivalEvent.link($0) }
    let events = taps ? Gen<ArrivalEvent<Intent>>.oneOf(links, intents.map { .tap($0) }) : links
    return .array(of: events, count: count)
  }
}

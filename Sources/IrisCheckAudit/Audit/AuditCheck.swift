import IrisCheckCore
import IrisCheckLaws

/// The eight checks of a link audit, numbered as in Iris's `iris-audit`
/// skill, each decided by running the consumer's code rather than by
/// reading it.
///
/// Checks 5 and 7 look at SwiftUI views, which a headless run never builds;
/// they always report `AuditMark/notApplicable` with `headlessReason`.
public enum AuditCheck: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// 1. Every route and sheet case is pushed or presented by some intent's
  ///    steps.
  case routeReached = 1
  /// 2. Every intent case with a link both prints and parses.
  case intentHasLink = 2
  /// 3. Every intent case gives the flow something to do.
  case intentHandledByFlow = 3
  /// 4. Every side effect the flow emits is handled by the coordinator.
  case effectHandled = 4
  /// 5. Every route case has a destination view (SwiftUI; not run).
  case destinationView = 5
  /// 6. The cases that parse and the cases that print are the same, and
  ///    every printed example parses back to itself.
  case parseBuildSymmetry = 6
  /// 7. Every parameterised destination consumes its handoff (SwiftUI; not
  ///    run).
  case handoffConsumed = 7
  /// 8. URL quality: case-insensitive scheme and host, empty-capture
  ///    guards, consistent query naming, deterministic printing.
  case urlQuality = 8

  /// A short title for tables, such as `Route reached by a step`.
  public var title: String {
    switch self {
    case .routeReached: "Route reached by a step"
    case .intentHasLink: "Intent parses and prints"
    case .intentHandledByFlow: "Intent handled by the flow"
    case .effectHandled: "Effect handled"
    case .destinationView: "Route has a destination view"
    case .parseBuildSymmetry: "Parse set equals build set"
    case .handoffConsumed: "Handoff consumed by its view"
    case .urlQuality: "URL quality"
    }
  }

  /// Why a run cannot decide the check, or `nil` for the six it decides.
  package var headlessReason: String? {
    switch self {
    case .destinationView:
      "route → view switches live in SwiftUI `.navigationDestination`/`.sheet`, "
        + "which a headless run never builds"
    case .handoffConsumed:
      "handoffs are consumed by destination views (`.onLink(from:)`), "
        + "which a headless run never builds"
    default: nil
    }
  }

  /// Orders checks by number.
  /// - Parameters:
  ///   - left: a check.
  ///   - right: another check.
  /// - Returns: whether `left` has the smaller number.
  public static func < (left: AuditCheck, right: AuditCheck) -> Bool {
    left.rawValue < right.rawValue
  }
}

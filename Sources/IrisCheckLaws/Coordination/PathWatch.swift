import Iris

/// Watches, for a harness without `place`, whether an effect put routes on
/// the stack path with no step (more than popping it): what a tab switch
/// does, which the laws would judge as one place (clause PathMovesOnlyBySteps).
///
/// NB: `@unchecked Sendable`: written by one run's main-actor jobs, one at
/// a time; read after the run.
final class PathWatch<Route: Hashable & Sendable, SheetRoute: Hashable & Sendable>:
  @unchecked Sendable
{
  typealias Site = HandoffSite<Route, SheetRoute>

  private var path: [Site]
  /// The first effect that did: its entry, the path before and after.
  private(set) var moved: (entry: Int, from: [Site], to: [Site])?

  init(_ onScreen: [Site]) { path = Self.stack(onScreen) }

  /// Notes the path after a step traced at `entry`, or after a user event
  /// (`entry` `nil`), which may move it.
  func note(_ onScreen: [Site], afterEffectAt entry: Int?) {
    let now = Self.stack(onScreen)
    if let entry, moved == nil, !path.starts(with: now) { moved = (entry, path, now) }
    path = now
  }

  private static func stack(_ sites: [Site]) -> [Site] {
    sites.filter { if case .stack = $0 { true } else { false } }
  }
}

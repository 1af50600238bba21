import Iris

/// Watches, for a harness without `place`, for a tab switch back: an effect putting back a stack
/// path an earlier effect took off screen (clause PathMovesOnlyBySteps), not a push or pop.
///
/// NB: `@unchecked Sendable`: written by one run's main-actor jobs in turn, read after the run.
final class PathWatch<Route: Hashable & Sendable, SheetRoute: Hashable & Sendable>:
  @unchecked Sendable
{
  typealias Site = HandoffSite<Route, SheetRoute>

  @exclusivity(unchecked) private var path: [Site]
  /// The paths effects took off screen, by popping or replacing them.
  @exclusivity(unchecked) private var takenByEffects: [[Site]] = []
  /// The first effect that put one back: its entry, the path before and after.
  @exclusivity(unchecked) private(set) var moved: (entry: Int, from: [Site], to: [Site])?

  init(_ onScreen: [Site]) { path = Self.stack(onScreen) }

  /// Notes the path after the step traced at `entry`, or after a user event if `entry` is `nil`.
  func note(_ onScreen: [Site], afterEffectAt entry: Int?) {
    let now = Self.stack(onScreen)
    if let entry, now != path {
      if moved == nil, !now.isEmpty, takenByEffects.contains(now) { moved = (entry, path, now) }
      if !now.starts(with: path) { takenByEffects.append(path) }
    }
    path = now
  }

  private static func stack(_ sites: [Site]) -> [Site] {
    sites.filter { if case .stack = $0 { true } else { false } }
  }
}

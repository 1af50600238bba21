import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// No screen still waits for a baton when the registry holds none for it
  /// (rule ScreenTaskGoesOn: one whose claim returned waits for nothing).
  static var noScreenWaitsWithoutAnEntry: Self {
    Self(
      "NoScreenWaitsWithoutAnEntry",
      reach: .ifTheAppDoes("a screen still waiting for its baton when the burst settled"),
      remedy: "mount screens that no flow answers",
      rules: ["ScreenTaskGoesOn"],
      reached: { !$0.waitingScreens.isEmpty },
      violation: { record in
        record.waitingScreens.first { $0.siteHasEntry == false }.map {
          "screen \(SwiftLiteral.describe($0.site)) still waited for a baton when the burst "
            + "settled, but the registry held no entry for it: nothing could answer it"
        }
      })
  }
}

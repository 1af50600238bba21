import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Once a screen left, neither its task nor one it started changes the
  /// screens shown: the harness cancels its task then, as SwiftUI cancels a
  /// view's `.task`.
  static var screenThatLeftMovesNothing: Self {
    Self(
      "ScreenThatLeftMovesNothing",
      reach: .ifTheAppDoes("a screen's task that ran after its screen left"),
      remedy: "", reached: { !$0.leftScreenJobs.isEmpty },
      violation: { record in
        guard let job = record.leftScreenJobs.first(where: { $0.moved != nil }),
          let (from, to) = job.moved
        else { return nil }
        return "a task of screen \(SwiftLiteral.describe(job.site)), after the screen left, "
          + "moved the screens from \(SwiftLiteral.describe(from)) to \(SwiftLiteral.describe(to)): "
          + "check `Task.isCancelled` after each `await` in a screen's work before it navigates"
      })
  }
}

import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Once a screen left (or a push covered it), neither its task nor one it
  /// started changes the screens shown or routes a flow: the harness cancels
  /// its task then, as SwiftUI cancels a view's `.task` (rule
  /// ScreenMayRoute: the steps of a flow it routed while shown are that
  /// flow's).
  static var screenThatLeftMovesNothing: Self {
    Self(
      "ScreenThatLeftMovesNothing",
      reach: .ifTheAppDoes("a screen's task that ran after its screen left"),
      remedy: "", rules: ["ScreenMayRoute"], reached: { !$0.leftScreenJobs.isEmpty },
      violation: { record in
        for job in record.leftScreenJobs {
          let did: String
          if let (from, to) = job.moved {
            did =
              "moved the screens from \(SwiftLiteral.describe(from)) to "
              + SwiftLiteral.describe(to)
          } else if let number = job.routed {
            let intent = record.flows[number - 1].intent
            did = "routed flow#\(number) (\(SwiftLiteral.describe(intent)))"
          } else {
            continue
          }
          let when = job.covered ? "once a push covered it" : "after the screen left"
          return "a task of screen \(SwiftLiteral.describe(job.site)), \(when), "
            + "\(did): check `Task.isCancelled` after each `await` in a screen's work before it "
            + "navigates or routes"
        }
        return nil
      })
  }
}

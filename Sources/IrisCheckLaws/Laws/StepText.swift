import Iris
import IrisCheckCore

/// Renders steps for a law's message, shorter than `String(reflecting:)`:
/// `[.effect(MailboxEffect.selectTab(.inbox)), .push(MailboxRoute.thread(…))]`.
/// - Parameter steps: the steps.
/// - Returns: their text, in order, in brackets.
func showSteps<Route, SheetRoute, SideEffect>(
  _ steps: [Step<Route, SheetRoute, SideEffect>]
) -> String {
  "[" + steps.map(showStep).joined(separator: ", ") + "]"
}

/// Renders one step: `.push(<route>)`, `.present(<sheet>)`, `.popToRoot`,
/// `.dismissSheet` or `.effect(<effect>)`.
/// - Parameter step: the step.
/// - Returns: its text.
func showStep<Route, SheetRoute, SideEffect>(_ step: Step<Route, SheetRoute, SideEffect>) -> String
{
  switch step {
  case .nav(.push(let route)): ".push(\(SwiftLiteral.describe(route)))"
  case .nav(.present(let sheet)): ".present(\(SwiftLiteral.describe(sheet)))"
  case .nav(.popToRoot): ".popToRoot"
  case .nav(.dismissSheet): ".dismissSheet"
  case .effect(let effect): ".effect(\(SwiftLiteral.describe(effect)))"
  }
}

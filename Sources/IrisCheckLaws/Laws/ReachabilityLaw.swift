import Iris
import IrisCheckCore

/// Reachability: over a whole run, every route and sheet case the consumer
/// lists is reached by some intent's steps, and no step reaches a case the
/// consumer did not list (the vocabulary is closed).
///
/// **Contract.** After recording the steps of every generated intent, each
/// listed route case appears in some `.push`, each listed sheet case in
/// some `.present`, and every pushed or presented value's case is listed.
/// Cases are compared by name (``/IrisCheckCore/CaseName/of(_:)``: an enum case's name
/// without its payload), or by the keys the consumer's closures return.
///
/// **Generated.** Nothing of its own: this is a whole-run law, not a
/// per-example one. A driver calls ``record(_:)`` with each generated
/// intent's steps and asks for the ``verdict()`` once, at the end, so a
/// violation has no single counterexample to shrink; its message lists
/// what was and was not reached.
///
/// **Violation.** A `contact` route that no intent pushes any more:
///
/// ```
/// ❌ Reachability violated (never reached): after 1000 examples, route case "contact"
///    was never pushed; reached routes: "thread", "message", "searchResults", "settings";
///    reached sheets: "compose", "settings"
/// ```
package struct ReachabilityLaw<Route, SheetRoute>: Sendable
where Route: Hashable & Sendable, SheetRoute: Hashable & Sendable {
  /// The route cases the consumer expects to be pushed, in report order.
  package let routeCases: [String]
  /// The sheet cases the consumer expects to be presented, in report order.
  package let sheetCases: [String]
  private let routeKey: @Sendable (Route) -> String
  private let sheetKey: @Sendable (SheetRoute) -> String
  /// How many step lists ``record(_:)`` has seen.
  package private(set) var examples = 0
  /// The route cases pushed so far.
  package private(set) var reachedRoutes: Set<String> = []
  /// The sheet cases presented so far.
  package private(set) var reachedSheets: Set<String> = []
  private var firstUnlisted: String?

  /// Creates the accumulator.
  /// - Parameters:
  ///   - routeCases: every route case name that must be pushed.
  ///   - sheetCases: every sheet case name that must be presented.
  ///   - routeKey: a route's case name; defaults to ``/IrisCheckCore/CaseName/of(_:)``.
  ///   - sheetKey: a sheet's case name; defaults to ``/IrisCheckCore/CaseName/of(_:)``.
  package init(
    routeCases: [String], sheetCases: [String],
    routeKey: @escaping @Sendable (Route) -> String = { CaseName.of($0) },
    sheetKey: @escaping @Sendable (SheetRoute) -> String = { CaseName.of($0) }
  ) {
    self.routeCases = routeCases
    self.sheetCases = sheetCases
    self.routeKey = routeKey
    self.sheetKey = sheetKey
  }

  /// `Reachability`.
  package var name: String { "Reachability" }

  /// Records one intent's steps.
  /// - Parameter steps: the steps, as the flow returned them.
  package mutating func record<SideEffect>(_ steps: [Step<Route, SheetRoute, SideEffect>]) {
    examples += 1
    for step in steps {
      switch step {
      case .nav(.push(let route)):
        let key = routeKey(route)
        reachedRoutes.insert(key)
        if !routeCases.contains(key) { noteUnlisted(showStep(step)) }
      case .nav(.present(let sheet)):
        let key = sheetKey(sheet)
        reachedSheets.insert(key)
        if !sheetCases.contains(key) { noteUnlisted(showStep(step)) }
      default:
        break
      }
    }
  }

  /// The run's verdict.
  /// - Returns: `nil` when every listed case was reached and nothing
  ///   unlisted was; otherwise a violation in direction `closed vocabulary`
  ///   (the first unlisted step seen) or `never reached` (every listed case
  ///   missing, in list order).
  package func verdict() -> LawViolation? {
    if let step = firstUnlisted {
      return LawViolation(
        law: name, direction: "closed vocabulary",
        message: "\(step) reaches a case that is not listed; listed routes: "
          + "\(quoted(routeCases)), sheets: \(quoted(sheetCases))")
    }
    let missingRoutes = routeCases.filter { !reachedRoutes.contains($0) }
    let missingSheets = sheetCases.filter { !reachedSheets.contains($0) }
    guard !missingRoutes.isEmpty || !missingSheets.isEmpty else { return nil }
    var parts: [String] = []
    if !missingRoutes.isEmpty {
      parts.append("route case \(quoted(missingRoutes)) was never pushed")
    }
    if !missingSheets.isEmpty {
      parts.append("sheet case \(quoted(missingSheets)) was never presented")
    }
    let reached =
      "reached routes: \(quoted(routeCases.filter(reachedRoutes.contains))); "
      + "reached sheets: \(quoted(sheetCases.filter(reachedSheets.contains)))"
    return LawViolation(
      law: name, direction: "never reached",
      message: "after \(examples) examples, " + parts.joined(separator: " and ") + "; " + reached)
  }

  private mutating func noteUnlisted(_ step: String) {
    if firstUnlisted == nil { firstUnlisted = step }
  }

  private func quoted(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}

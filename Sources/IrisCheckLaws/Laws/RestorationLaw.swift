import Foundation
import Iris
import IrisCheckCore

/// Restoration: a navigation snapshot survives `Codable`, and the restored
/// state routes exactly like the live one.
///
/// **Contract.** For every journey of intents `[i₁ … iₙ]`, with `s₀` the
/// initial state and `sₖ = route(sₖ₋₁, iₖ)`: for every `k`, `sₖ` encodes
/// and decodes (JSON) to `rₖ == sₖ`, and for `k < n`,
/// `route(rₖ, iₖ₊₁) == route(sₖ, iₖ₊₁)`. Restoring where the user was and
/// following a link are then one code path, as the seed asks.
///
/// **Generated.** Journeys: arrays of the consumer's intents, shrinking
/// toward one simple intent. Only states the app can reach are checked, so
/// a failure is a state a user can be in.
///
/// **Violation.** A snapshot whose `Codable` conformance forgets the
/// selected tab:
///
/// ```
/// ❌ Restoration violated (encode → decode): after [MailboxIntent.search(query: "")],
///    the live state is TablessSnapshot(state: MailboxState(selectedTab: .search, …)),
///    but the restored state is TablessSnapshot(state: MailboxState(selectedTab: .inbox, …))
/// ```
public struct RestorationLaw<State, Intent>: Law
where State: Codable & Equatable & Sendable, Intent: Sendable {
  /// The state a journey starts from.
  package let initial: State
  /// Routes one intent from a state; meant to be a pure function.
  package let route: @Sendable (State, Intent) -> State

  /// Creates the law from a routing function.
  /// - Parameters:
  ///   - initial: the launch state.
  ///   - route: the state after routing an intent from a state (for
  ///     example resolve, then apply the flow's steps).
  public init(initial: State, route: @escaping @Sendable (State, Intent) -> State) {
    self.initial = initial
    self.route = route
  }

  /// Creates the law from a flow and a reducer: routing applies the flow's
  /// steps in order.
  /// - Parameters:
  ///   - initial: the launch state.
  ///   - flow: the flow whose steps route an intent.
  ///   - reducer: the state after one step.
  package init<Route, SheetRoute, SideEffect>(
    initial: State, flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    reducer: @escaping @Sendable (State, Step<Route, SheetRoute, SideEffect>) -> State
  ) {
    self.init(initial: initial) { state, intent in
      flow.operations(intent).reduce(state, reducer)
    }
  }

  /// `Restoration`.
  public var name: String { "Restoration" }

  /// Walks the journey, restoring a snapshot at every stop.
  /// - Parameter journey: the intents, in order.
  /// - Returns: `nil` when every snapshot restores equal and routes alike;
  ///   otherwise a violation in direction `encode`, `decode`,
  ///   `encode → decode` or `restore → route`, at the first stop that
  ///   breaks.
  public func check(_ journey: [Intent]) -> LawViolation? {
    var live = initial
    for stop in 0...journey.count {
      let after =
        "after [" + journey[..<stop].map { SwiftLiteral.describe($0) }.joined(separator: ", ") + "]"
      let restored: State
      switch restore(live) {
      case .success(let state): restored = state
      case .failure(let failure): return violation(failure.direction, after + ", " + failure.text)
      }
      guard restored == live else {
        return violation(
          "encode → decode",
          after
            + ", the live state is \(SwiftLiteral.describe(live)), "
            + "but the restored state is \(SwiftLiteral.describe(restored))"
        )
      }
      guard stop < journey.count else { break }
      let next = journey[stop]
      let fromLive = route(live, next)
      let fromRestored = route(restored, next)
      guard fromRestored == fromLive else {
        return violation(
          "restore → route",
          after
            + ", routing \(SwiftLiteral.describe(next)) from the live state gives "
            + "\(SwiftLiteral.describe(fromLive)), "
            + "but from the restored state gives \(SwiftLiteral.describe(fromRestored))")
      }
      live = fromLive
    }
    return nil
  }

  private struct RestoreFailure: Error {
    let direction: String
    let text: String
  }

  private func restore(_ state: State) -> Result<State, RestoreFailure> {
    let data: Data
    do {
      data = try JSONEncoder().encode(state)
    } catch {
      return .failure(
        RestoreFailure(
          direction: "encode", text: "encoding \(SwiftLiteral.describe(state)) threw \(error)"))
    }
    do {
      return .success(try JSONDecoder().decode(State.self, from: data))
    } catch {
      let json = String(decoding: data, as: UTF8.self)
      return .failure(
        RestoreFailure(
          direction: "decode", text: "decoding \(SwiftLiteral.describe(json)) threw \(error)"))
    }
  }

  private func violation(_ direction: String, _ message: String) -> LawViolation {
    LawViolation(law: name, direction: direction, message: message)
  }
}

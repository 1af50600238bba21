import Foundation
import IrisCheckCore

/// SessionScopedStaysOut: restoring a saved snapshot brings back the
/// selected tab, every path and the sheet, and none of the session-scoped
/// facts (a half-typed search): restore where the user was, not what they
/// were mid-doing.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch on a
/// model `a`, with `b` a second model at launch that restores `a`'s
/// ``SessionRestoring/snapshot`` after a JSON round trip: `b` reads the same
/// tab, paths and sheet as `a`, and `b`'s
/// ``SessionRestoring/sessionFacts`` equal a launched model's.
///
/// **Generated.** Sequences of the app's ops, shrinking toward fewer and
/// simpler ops.
///
/// **Violation.** A snapshot that saves the half-typed search:
///
/// ```
/// ❌ SessionScopedStaysOut violated (session-scoped fact restored): after
///    [.typeSearch("a")], the restored session facts are "a"; expected the launch's ""
/// ```
package struct SessionScopedStaysOutLaw<Model: SessionRestoring>: AsyncLaw {
  /// Creates the model at launch, once per example and per relaunch.
  package let make: @MainActor @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  package init(make: @escaping @MainActor @Sendable () -> Model) {
    self.make = make
  }

  /// `SessionScopedStaysOut`.
  package var name: String { "SessionScopedStaysOut" }

  /// Performs the ops, saves, relaunches, restores and compares.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when navigation came back whole and no session fact
  ///   did; otherwise a violation in direction `encode`, `decode`,
  ///   `navigation restored` or `session-scoped fact restored`.
  package func check(_ ops: [Model.Op]) async -> LawViolation? {
    await MainActorJudge.run { judge(ops) }
  }

  @MainActor private func judge(_ ops: [Model.Op]) -> LawViolation? {
    let live = NavigationRecorder(make())
    for op in ops { live.perform(op) }
    let scene = NavigationRecorder<Model>.after(ops)
    let data: Data
    let decoded: Model.Snapshot
    do {
      data = try JSONEncoder().encode(live.model.snapshot)
    } catch {
      return violation("encode", scene + ", encoding the snapshot threw \(error)")
    }
    do {
      decoded = try JSONDecoder().decode(Model.Snapshot.self, from: data)
    } catch {
      return violation("decode", scene + ", decoding the snapshot threw \(error)")
    }
    let launch = make().sessionFacts
    let relaunched = NavigationRecorder(make())
    relaunched.model.restore(decoded)
    guard relaunched.current == live.current else {
      return violation(
        "navigation restored",
        scene + ", the live navigation is \(SwiftLiteral.describe(live.current)), but the "
          + "restored one is \(SwiftLiteral.describe(relaunched.current))")
    }
    guard relaunched.model.sessionFacts == launch else {
      return violation(
        "session-scoped fact restored",
        scene + ", the restored session facts are "
          + "\(SwiftLiteral.describe(relaunched.model.sessionFacts)); expected the launch's "
          + SwiftLiteral.describe(launch))
    }
    return nil
  }

  private func violation(_ direction: String, _ message: String) -> LawViolation {
    LawViolation(law: name, direction: direction, message: message)
  }
}

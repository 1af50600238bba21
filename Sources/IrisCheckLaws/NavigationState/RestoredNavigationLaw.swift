import Foundation
import IrisCheckCore

/// RestoredNavigation: restoring a saved snapshot on a model already in use
/// puts back exactly the navigation it was saved from: the selected tab,
/// every path and the sheet, whatever happened in between.
///
/// **Contract.** For every two sequences of ops `[o₁ … oₙ]` and
/// `[p₁ … pₘ]` from launch, with `s` the navigation after the `o`s and `S`
/// the ``SessionRestoring/snapshot`` saved then (after a JSON round trip):
/// after the `p`s and ``SessionRestoring/restore(_:)`` of `S`, the model
/// reads `s`. (`SessionScopedStaysOut` restores on a fresh model; this
/// law restores over live state, where a restore that merges instead of
/// replacing shows.)
///
/// **Generated.** Pairs of op sequences, shrinking toward fewer and simpler
/// ops.
///
/// **Violation.** A restore that keeps the sheet it finds:
///
/// ```
/// ❌ RestoredNavigation violated (navigation restored): saved after [.pop], then
///    [.present(.checkout)]: restoring gives NavigationSnapshot(…, sheet: .checkout);
///    expected the saved NavigationSnapshot(…, sheet: nil)
/// ```
package struct RestoredNavigationLaw<Model: SessionRestoring>: AsyncLaw {
  /// One example: the ops before saving, then the ops before restoring.
  package typealias Input = (saved: [Model.Op], then: [Model.Op])

  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  package init(make: @escaping @MainActor @Sendable () -> Model) {
    self.make = make
  }

  /// `RestoredNavigation`.
  package var name: String { "RestoredNavigation" }

  /// Saves after the first ops, performs the second, restores and compares.
  /// - Parameter input: the ops before saving, then the ops before restoring.
  /// - Returns: `nil` when the restore put back the saved navigation;
  ///   otherwise a violation in direction `encode`, `decode` or
  ///   `navigation restored`.
  package func check(_ input: Input) async -> LawViolation? {
    await MainActorJudge.run { judge(input) }
  }

  @MainActor private func judge(_ input: Input) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    for op in input.saved { recorder.perform(op) }
    let saved = recorder.current
    let scene =
      "saved " + NavigationRecorder<Model>.after(input.saved) + ", then "
      + NavigationRecorder<Model>.after(input.then).dropFirst("after ".count)
    let decoded: Model.Snapshot
    do {
      let data = try JSONEncoder().encode(recorder.model.snapshot)
      do {
        decoded = try JSONDecoder().decode(Model.Snapshot.self, from: data)
      } catch {
        return violation("decode", scene + ": decoding the snapshot threw \(error)")
      }
    } catch {
      return violation("encode", scene + ": encoding the snapshot threw \(error)")
    }
    for op in input.then { recorder.perform(op) }
    recorder.model.restore(decoded)
    let restored = recorder.current
    guard restored != saved else { return nil }
    return violation(
      "navigation restored",
      scene + ": restoring gives \(SwiftLiteral.describe(restored)); expected the saved "
        + SwiftLiteral.describe(saved))
  }

  private func violation(_ direction: String, _ message: String) -> LawViolation {
    LawViolation(law: name, direction: direction, message: message)
  }
}

import IrisCheckCore

/// GatedWorkLifetime: work gated on a screen showing is alive exactly while
/// it shows, and per-entry work keyed by minted entry ids has exactly one
/// live child per entry in every path: pushes start children, pops retire
/// them, and covered entries keep theirs running.
///
/// **Contract.** At launch and after every op of every sequence `[o₁ … oₙ]`:
/// every tab has one entry id per route; no id appears twice; every entry
/// has exactly one live child and no child outlives its entry; an entry
/// present before and after an op keeps the same child (same serial); and
/// ``GatedWork/isGatedWorkAlive`` equals
/// ``GatedWork/gatesWork(on:)`` of the derived current screen.
///
/// **Generated.** Sequences of the app's ops, shrinking toward fewer and
/// simpler ops.
///
/// **Violation.** Per-entry work that starts a child on every push but
/// never retires one:
///
/// ```
/// ❌ GatedWorkLifetime violated (retired work): after [.push(.settings(pane: nil)), .pop],
///    entry 1 left every path, but its child is still alive
/// ```
package struct GatedWorkLifetimeLaw<Model: GatedWork>: AsyncLaw {
  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  package init(make: @escaping @MainActor @Sendable () -> Model) {
    self.make = make
  }

  /// `GatedWorkLifetime`.
  package var name: String { "GatedWorkLifetime" }

  /// Performs the ops from launch, auditing the work after each.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when the work matched navigation throughout; otherwise
  ///   a violation in direction `entry ids`, `per-entry work`, `retired
  ///   work`, `covered work` or `gated work`.
  package func check(_ ops: [Model.Op]) async -> LawViolation? {
    await MainActorJudge.run { judge(ops) }
  }

  @MainActor private func judge(_ ops: [Model.Op]) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    var children: [Model.EntryID: Int] = [:]
    for stop in 0...ops.count {
      if stop > 0 { recorder.perform(ops[stop - 1]) }
      let scene = NavigationRecorder<Model>.after(ops[..<stop])
      switch audit(recorder, keeping: children) {
      case .success(let live): children = live
      case .failure(let broken):
        return LawViolation(
          law: name, direction: broken.direction, message: scene + ", " + broken.message)
      }
    }
    return nil
  }

  private struct Broken: Error {
    let direction: String
    let message: String
  }

  @MainActor private func audit(
    _ recorder: NavigationRecorder<Model>, keeping previous: [Model.EntryID: Int]
  ) -> Result<[Model.EntryID: Int], Broken> {
    let model = recorder.model
    var owners: [Model.EntryID: String] = [:]
    for tab in Model.Tab.allCases {
      let routes = model.path(for: tab)
      let ids = model.entryIDs(for: tab)
      guard ids.count == routes.count else {
        return .failure(
          Broken(
            direction: "entry ids",
            message: "\(SwiftLiteral.describe(tab)) has \(routes.count) routes but "
              + "\(ids.count) entry ids \(SwiftLiteral.describe(ids))"))
      }
      for (id, route) in zip(ids, routes) {
        guard owners[id] == nil else {
          return .failure(
            Broken(
              direction: "entry ids", message: "entry id \(SwiftLiteral.describe(id)) is used twice"
            ))
        }
        owners[id] = "\(SwiftLiteral.describe(route)) on \(SwiftLiteral.describe(tab))"
      }
    }
    var live: [Model.EntryID: [Int]] = [:]
    for child in model.liveEntryWork { live[child.entry, default: []].append(child.serial) }
    for (id, serials) in live where owners[id] == nil {
      return .failure(
        Broken(
          direction: "retired work",
          message: "entry \(SwiftLiteral.describe(id)) left every path, but "
            + (serials.count == 1 ? "its child is" : "\(serials.count) children are")
            + " still alive"))
    }
    var kept: [Model.EntryID: Int] = [:]
    for (id, owner) in owners.sorted(by: { $0.value < $1.value }) {
      let serials = live[id] ?? []
      guard serials.count == 1 else {
        return .failure(
          Broken(
            direction: "per-entry work",
            message: "entry \(SwiftLiteral.describe(id)) (\(owner)) has \(serials.count) live "
              + "children; expected exactly one"))
      }
      if let before = previous[id], before != serials[0] {
        return .failure(
          Broken(
            direction: "covered work",
            message: "entry \(SwiftLiteral.describe(id)) (\(owner)) stayed in its path, but its "
              + "child was restarted (serial \(before) → \(serials[0]))"))
      }
      kept[id] = serials[0]
    }
    let screen = recorder.current.currentScreen
    let gated = Model.gatesWork(on: screen)
    guard model.isGatedWorkAlive == gated else {
      return .failure(
        Broken(
          direction: "gated work",
          message: "the current screen is \(SwiftLiteral.describe(screen)), so the gated work "
            + "should be \(gated ? "alive" : "stopped"), but it is "
            + (model.isGatedWorkAlive ? "alive" : "stopped")))
    }
    return .success(kept)
  }
}

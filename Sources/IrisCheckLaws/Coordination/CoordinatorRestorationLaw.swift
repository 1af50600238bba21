import Iris
import IrisCheckCore
import IrisCheckScheduling

/// RestoredState on a real coordinator: once it settles after a restore, its state is the snapshot.
///
/// **Contract.** For every journey of settled links `l₁ … lₙ`, every `k` in `0...n` and an
/// optional link `l` still in flight: with `s` the state after `l₁ … lₖ` settled, restoring `s`
/// with ``CoordinatorHarness/restore`` after the journey (and right after `l`) leaves
/// ``CoordinatorHarness/snapshot`` equal to `s` once the coordinator settles, whatever the links
/// did. Without `restore`, every example fails as `not checked`.
public struct CoordinatorRestorationLaw<
  Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable
>: AsyncLaw where Coordinator.Flow.SideEffect: Equatable {
  /// One example: the settled links, the snapshot to restore (`0` the launch, `k` the state after
  /// the `k`-th link), and a link still in flight when the restore comes, or `nil`.
  public typealias Input = (
    links: [Coordinator.Intent], restoring: Int, inFlight: Coordinator.Intent?
  )

  /// How the coordinator is made, reached and restored.
  public let harness: CoordinatorHarness<Coordinator, Snapshot>

  /// Creates the law for a harness that sets ``CoordinatorHarness/restore``.
  public init(_ harness: CoordinatorHarness<Coordinator, Snapshot>) {
    self.harness = harness
  }

  /// `RestoredState`.
  public var name: String { "RestoredState" }

  /// Up to `maxLinks` links of `intents`, a snapshot index and an optional link in flight,
  /// shrinking toward fewer links, the launch snapshot and no link in flight.
  public func inputs(
    _ intents: Gen<Coordinator.Intent>, maxLinks: Int = 4
  ) -> Gen<Input> {
    Gen.zip(.array(of: intents, count: 1...maxLinks), .int(in: 0...maxLinks), .optional(intents))
      .map { (links: $0, restoring: min($1, $0.count), inFlight: $2) }
  }

  /// Runs the journey, restores and compares: `nil`, or a violation in direction `not checked`,
  /// `run` or `restored state`; labels `restore after settling` or `restore with a link in flight`.
  public func check(_ input: Input) async -> LawViolation? {
    guard harness.restore != nil else {
      return LawViolation(
        law: name, direction: "not checked",
        message: "the harness has no `restore`; set `harness.restore` to check restoration")
    }
    label(input.inFlight == nil ? "restore after settling" : "restore with a link in flight")
    let settle = BatonBurst<Coordinator.Intent>.Event.wait(harness.settle)
    let prefix = input.links.prefix(input.restoring).flatMap { [.link($0), settle] }
    let before = await harness.run(
      CoordinatorScenario(burst: BatonBurst(Array(prefix)), schedule: .fifo))
    let journey =
      input.links.flatMap { [.link($0), settle] } + (input.inFlight.map { [.link($0)] } ?? [])
      + [.restore(input.restoring)]
    let after = await harness.run(CoordinatorScenario(burst: BatonBurst(journey), schedule: .fifo))
    let scene =
      "after ["
      + input.links.map { ".link(\(SwiftLiteral.describe($0)))" }
      .joined(separator: ", ") + "]"
      + (input.inFlight.map { " and .link(\(SwiftLiteral.describe($0))) in flight" } ?? "")
    guard before.outcome == .completed, after.outcome == .completed,
      let saved = before.settledState, let restored = after.settledState
    else {
      return LawViolation(
        law: name, direction: "run",
        message: scene + ", the scheduler's run did not complete")
    }
    guard restored != saved else { return nil }
    let which = input.restoring == 0 ? "the launch" : "after link \(input.restoring)"
    return LawViolation(
      law: name, direction: "restored state",
      message: scene + ", restoring snapshot #\(input.restoring) (\(which)) left "
        + "\(SwiftLiteral.describe(restored)); expected \(SwiftLiteral.describe(saved))")
  }
}

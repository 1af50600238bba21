import Foundation
import Iris
import IrisCheck
import Observation
import Shelf
import ShelfChecks
import Testing

/// Runs `script` on a fresh coordinator (with a ``SlowCatalog`` of the
/// sample books on the scheduler's clock) under the deterministic scheduler,
/// FIFO, to quiescence, and returns its value; records an issue (and
/// returns `nil`) unless the run completed, and an issue if any job escaped
/// the scheduler.
/// - Parameters:
///   - tapWiring: where the coordinator's taps run.
///   - bugs: the bugs planted in it; none by default.
///   - script: what happens to the coordinator; ``ShelfCoordinator/wait(_:)``
///     lets virtual time pass.
func driveShelf<T: Sendable>(
  tapWiring: ShelfCoordinator.TapWiring = .linkSwitcher,
  bugs: ShelfCoordinator.Bugs = [],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ script: @escaping @MainActor @Sendable (ShelfCoordinator) async -> T
) async -> T? {
  let scheduler = DeterministicScheduler()
  let clock = scheduler.clock
  let run = await scheduler.runOnDedicatedThread {
    let coordinator = ShelfCoordinator(
      catalog: SlowCatalog(clock: clock), tapWiring: tapWiring, bugs: bugs, clock: clock)
    return await script(coordinator)
  }
  #expect(run.outcome == .completed, sourceLocation: sourceLocation)
  #expect(run.jobsFromOtherThreads == 0, sourceLocation: sourceLocation)
  return run.value
}

extension ShelfCoordinator {
  /// Lets `milliseconds` of virtual time pass: returns once every job that
  /// can run before then has run (the scheduler advances the clock only
  /// when nothing else can run), so `wait(1)` is a barrier after which
  /// every flow has gone as far as it can without time passing.
  func wait(_ milliseconds: Int) async {
    try? await linkSwitcher.clock.sleep(for: .milliseconds(milliseconds))
  }
}

/// How the user asks for a screen: by a link or by a tap.
enum Road: String, CaseIterable, Sendable {
  /// ``ShelfCoordinator/open(_:)-(ShelfIntent)``.
  case link
  /// ``ShelfCoordinator/tap(_:)``.
  case tap

  /// Routes `intent` on `coordinator` by this road.
  @MainActor @discardableResult
  func route(_ intent: ShelfIntent, on coordinator: ShelfCoordinator) -> Baton<ShelfIntent> {
    switch self {
    case .link: coordinator.open(intent)
    case .tap: coordinator.tap(intent)
    }
  }
}

/// Records a coordinator's trace.
@MainActor final class TraceLog {
  /// Every event, in order.
  private(set) var events: [CoordinatorEvent<ShelfFlow>] = []

  /// Starts recording `coordinator`'s events.
  init(_ coordinator: ShelfCoordinator) {
    coordinator.onEvent = { [weak self] event in self?.events.append(event) }
  }

  /// How the flow of `baton` ended: `"finished"`, `"cancelled"`, or `"running"`.
  func end(of baton: Baton<ShelfIntent>) -> String {
    for event in events.reversed() where event.flow == baton.flow {
      switch event.kind {
      case .flowFinished: return "finished"
      case .flowCancelled: return "cancelled"
      default: continue
      }
    }
    return "running"
  }

  /// The sources of the flows that started, in order: `"link"`, `"tap"`, `"redirect"`.
  var startedSources: [String] {
    events.compactMap { event in
      if case .flowStarted = event.kind { event.flow.source } else { nil }
    }
  }
}

/// Records what a view reading `read` would render: after every change
/// Observation reports, the value read a turn later.
@MainActor final class RenderLog<Value: Sendable> {
  /// The values rendered, in order.
  private(set) var rendered: [Value] = []
  private let read: @MainActor () -> Value

  /// Starts tracking `read`.
  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self else { return }
        self.rendered.append(self.read())
        self.track()
      }
    }
  }
}

/// The sample catalog's book `"a"`.
let bookA = SlowCatalog.sampleBooks[0]
/// The sample catalog's book `"b"`.
let bookB = SlowCatalog.sampleBooks[1]

/// The `shelf://` link with host and path `path`; records an issue, and
/// returns a link to nowhere, if that is not a URL.
func link(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL {
  if let url = URL(string: "shelf://" + path) { return url }
  Issue.record("not a URL: shelf://\(path)", sourceLocation: sourceLocation)
  return URL(fileURLWithPath: "/")
}

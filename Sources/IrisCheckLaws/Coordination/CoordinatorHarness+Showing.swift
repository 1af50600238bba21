import Iris

extension CoordinatorHarness {
  /// The same harness reading `shown`, without ``restore`` or ``route`` (whole-snapshot only).
  func showing<Shown>(
    _ shown: @escaping @MainActor @Sendable (Coordinator) -> Shown
  ) -> CoordinatorHarness<Coordinator, Shown> {
    var harness = CoordinatorHarness<Coordinator, Shown>(
      make: make, observe: observe, snapshot: shown, onScreen: onScreen)
    harness.link = link
    harness.tap = tap
    harness.mount = mount
    harness.sitesWithEntries = sitesWithEntries
    harness.pop = pop
    harness.dismiss = dismiss
    harness.cancel = cancel
    harness.isIdle = isIdle
    harness.settle = settle
    harness.maxJobs = maxJobs
    return harness
  }
}

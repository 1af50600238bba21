/// Marks the tasks an app starts as it is made (``DeterministicScheduler/launching(_:)``), and
/// every task they start: they live as long as the app, so once a run's body has returned, a
/// timer of theirs (a poller sleeping between refreshes) does not keep the run going.
enum AppLifetime {
  /// Whether the running task is one of the app's own.
  @TaskLocal static var isApp = false
}

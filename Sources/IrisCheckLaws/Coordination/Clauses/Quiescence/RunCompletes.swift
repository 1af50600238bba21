import Iris

extension CoordinatorClause {
  /// The scheduler run completes and leaves no work behind.
  ///
  /// Rule ListenerMayWait: a task the app started as it was made (a
  /// listener of a ``/Iris/Broadcaster``'s stream) may still wait.
  static var runCompletes: Self {
    Self("RunCompletes", remedy: "", rules: ["ListenerMayWait"], reached: { _ in true }) { record in
      guard record.outcome == .completed else { return "the run ended \(record.outcome)" }
      return record.anomalies.first.map { "the run left work behind: \($0)" }
    }
  }

  /// Every executor of the coordinator is idle at quiescence.
  static var executorsIdle: Self {
    Self("ExecutorsIdle", remedy: "", reached: { _ in true }) { record in
      record.idle ? nil : "an executor was still busy at quiescence"
    }
  }
}

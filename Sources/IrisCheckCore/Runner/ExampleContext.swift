import Foundation

/// The per-run record that `label`, `classify` and `cover` write to; bound
/// in a task-local once per run, not once per example.
final class ExampleContext: @unchecked Sendable {
  // NB: a property may call `label` from child tasks, so access is locked.
  private let lock = NSLock()
  private var labels: Set<String> = []
  private var requirements: [String: Double] = [:]
  /// Whether the current example counts towards statistics; off while
  /// shrinking and replaying.
  var isCounting = true
  /// The recorder of the example being evaluated, and its index among the
  /// generated examples (`nil` for the simplest, extreme and screened ones
  /// too: they are generated examples like any other).
  var recorder: ChoiceRecorder?
  var exampleIndex = 0
  /// The recorder of the case being evaluated, from the start of its
  /// generation: the case a trap names (see ``TrapGuard``).
  var inFlight: ChoiceRecorder?
  /// The regression file line being replayed, if a saved case is: where
  /// a trap found it (see ``TrapGuard``).
  var regressionLine: Int?
  /// The number of the guarded run this context belongs to.
  ///
  /// `0` when the run is not guarded. Read by the trap handler.
  var trapSlot = 0

  @TaskLocal static var current: ExampleContext?

  func record(_ label: String) {
    lock.withLock { _ = labels.insert(label) }
  }

  func require(_ label: String, percent: Double) {
    lock.withLock { requirements[label] = max(requirements[label] ?? 0, percent) }
  }

  /// Returns and clears the labels of the example that just ran.
  func takeLabels() -> Set<String> {
    lock.withLock {
      guard !labels.isEmpty else { return [] }
      defer { labels.removeAll(keepingCapacity: true) }
      return labels
    }
  }

  var coverageRequirements: [String: Double] { lock.withLock { requirements } }
}

/// The choices the current generated example has drawn so far (its
/// generator's and any its property drew, such as a schedule's decisions)
/// and its index among the run's examples; `nil` outside a property, and
/// while shrinking or replaying.
///
/// For judges that share one run of each example (a law group): read it at
/// the end of the property, then hand a failing sequence to
/// ``PropertyCheck/reproduce(_:foundAt:failedWith:_:)``.
package func currentExample() -> (choices: ChoiceSequence, index: Int)? {
  guard let context = ExampleContext.current, context.isCounting,
    let recorder = context.recorder
  else { return nil }
  return (recorder.sequence, context.exampleIndex)
}

/// Records a label for the current example; the run's statistics count how
/// many examples carried each label.
///
/// Call it from inside a property; outside one it does nothing. An example
/// counts once per distinct label however often it calls this. Only the
/// random examples count, not shrinking or replays.
/// - Parameter name: the label, for example `"empty"`.
public func label(_ name: String) {
  guard let context = ExampleContext.current, context.isCounting else { return }
  context.record(name)
}

/// Records `name` for the current example when `condition` holds.
/// - Parameters:
///   - condition: whether the example belongs to the class.
///   - name: the class's label.
public func classify(_ condition: Bool, _ name: String) {
  if condition { label(name) }
}

/// Requires that at least `percent` percent of examples carry `name`, and
/// records `name` for the current example when `condition` holds.
///
/// After a run whose examples all passed, each requirement is checked with
/// a Wilson score interval at 99% confidence (z = 2.576): the property fails
/// when even the interval's upper bound lies below `percent`, that is when
/// the class is under-represented beyond reasonable sampling noise. So a
/// run with too few examples to tell does not fail; raise `examples` for a
/// sharper check.
/// - Parameters:
///   - name: the class's label.
///   - percent: the required share, in `0...100`.
///   - condition: whether the example belongs to the class.
public func cover(_ name: String, percent: Double, when condition: Bool) {
  guard let context = ExampleContext.current, context.isCounting else { return }
  context.require(name, percent: percent)
  if condition { context.record(name) }
}

import CConcurrencyHooks
import Dispatch
import Foundation

/// The run's side of the main-queue interposition: what happens to work the
/// run's code submits to the main dispatch queue, and whether the
/// interposition is in effect in this process.
///
/// On Linux, `CConcurrencyHooks` defines libdispatch's `dispatch_async`,
/// `dispatch_after`, `dispatch_sync`, `dispatch_group_async` (and their
/// `_f` forms), `dispatch_assert_queue(_not)` and Foundation's
/// `_CFIsMainThread`; the dynamic linker then sends every call from
/// libswiftDispatch and Foundation to those definitions first. Each forwards
/// the call untouched unless the calling thread drives a run and the queue
/// is the main queue (one atomic load outside runs). For the run's code:
/// - `DispatchQueue.main.async` (and a barrier block) becomes a main-actor
///   job of the run (a task of its own, created by the running job's task),
///   so it is explored and replayed like any `@MainActor` job;
/// - `asyncAfter`, `async(group:)` and `sync` on the main queue are
///   recorded as escapes (see ``MainQueueEscape``); the first two go on to
///   the real main queue, a `sync` runs its block in place (a real one would
///   wait for the driver's own lease forever);
/// - inside a main-actor job `dispatchPrecondition(condition: .onQueue(.main))`
///   passes and `.notOnQueue(.main)` traps, and `Thread.isMainThread` is
///   `true`; in the run's other jobs all three behave as on a device's
///   background thread.
enum MainQueueCapture {
  /// Registers ``submit`` with the interposition; the router does it once.
  static func register() {
    irischeck_set_main_queue_submit(submit)
  }

  /// Offered, on the driver thread, each main-queue submission of the run.
  ///
  /// NB: a C function pointer, so it captures nothing.
  private static let submit: irischeck_main_queue_submit_t = { kind, context, function in
    let router = JobRouter.shared
    guard router.isDriverHere else { return 0 }
    if kind == IRISCHECK_MAIN_ASYNC, let function {
      router.captureMainQueueBlock(MainQueueWork(context: context, function: function))
      return 1
    }
    router.recordEscape(MainQueueEscape(kind: kind))
    return 0
  }

  /// Whether the calling code counts as on the main queue and the main
  /// thread: it runs a main-actor job of the active run, on the driver.
  ///
  /// The rule the interposed `dispatch_assert_queue` and `_CFIsMainThread`
  /// follow there (off the driver they answer as libdispatch and
  /// Foundation do).
  package static var ownsMainQueueHere: Bool { irischeck_owns_main_queue_here() != 0 }

  /// What, in this process, scheduled main-actor code sees unlike on a
  /// device, one sentence each; empty when the interposition is in effect.
  ///
  /// Found once per process, by calls that must reach the package's
  /// definitions: it is not in effect on Apple platforms (two-level
  /// namespaces) nor with libdispatch or Foundation linked statically.
  static let deviceDifferences: [String] = {
    let probe = DispatchQueue(label: "IrisCheck main-queue probe")
    probe.async {}
    probe.sync { dispatchPrecondition(condition: .onQueue(probe)) }
    _ = Thread.isMainThread
    let seen = irischeck_main_queue_seen()
    var differences: [String] = []
    if seen & IRISCHECK_SEEN_DISPATCH == 0 {
      differences.append(
        "DispatchQueue.main blocks submitted during a run are not captured in this process: "
          + "they run on the real main queue after the run, unscheduled and unreported")
    }
    if seen & IRISCHECK_SEEN_ASSERT == 0 {
      differences.append(
        "dispatchPrecondition(condition: .onQueue(.main)) traps in scheduled main-actor code "
          + "in this process")
    }
    if seen & IRISCHECK_SEEN_MAIN_THREAD == 0 {
      differences.append(
        "Thread.isMainThread is false in scheduled main-actor code in this process")
    }
    return differences
  }()
}

/// A main-queue block the run took: `function(context)`, called once.
///
/// NB: `@unchecked Sendable`: the block is handed to the one main-actor job
/// that runs it, and nothing else touches it.
struct MainQueueWork: @unchecked Sendable {
  let context: UnsafeMutableRawPointer?
  let function: @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// Runs the block (and releases its copy).
  func run() {
    function(context)
  }
}

/// A main-queue submission of the run's code that the scheduler does not
/// schedule: it runs outside the run's decisions, so the run reports it.
struct MainQueueEscape: Equatable, Sendable, CustomStringConvertible {
  /// How the block was submitted (`IRISCHECK_MAIN_*`).
  let kind: Int32

  /// The sentence a report shows.
  var description: String {
    switch kind {
    case IRISCHECK_MAIN_AFTER:
      "a DispatchQueue.main.asyncAfter block escaped the run: it waits for real time on the "
        + "real main queue, so it ran after the run, unscheduled"
    case IRISCHECK_MAIN_GROUP:
      "a DispatchQueue.main.async(group:) block escaped the run: it ran on the real main "
        + "queue after the run, unscheduled"
    case IRISCHECK_MAIN_SYNC:
      "a DispatchQueue.main.sync block ran in place, not as a scheduled main-actor job (on a "
        + "device, called from the main actor, it deadlocks)"
    default:
      "a main-queue block escaped the run"
    }
  }
}

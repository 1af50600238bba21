import Foundation

/// Why ``DeterministicScheduler`` cannot control this Swift runtime.
///
/// ``DeterministicScheduler/selfTest()`` finds it once per process, before
/// the first run; from then on every run ends
/// ``SchedulerOutcome/unsupported(_:)`` with it. Each message names the
/// compiler the package was built with and the system it runs on (see
/// ``toolchain``).
public enum SchedulerHookError: Error, Equatable, Sendable, CustomStringConvertible {
  /// This runtime does not export the named hook variable (an older OS's
  /// concurrency runtime).
  case missingHook(String)
  /// The hooks were installed but the named kind of job was not captured.
  case notCaptured(String)
  /// `UnownedJob.description` no longer prints a task's id as
  /// `UnownedJob(id: …)`; it printed this.
  case unreadableJobs(String)

  /// A sentence naming the problem, its consequence and the toolchain.
  public var description: String {
    let problem =
      switch self {
      case .missingHook(let name):
        "this Swift runtime does not export \(name), so its jobs cannot be captured"
      case .notCaptured(let what):
        "hooks installed but \(what) was not captured: the concurrency runtime ABI changed"
      case .unreadableJobs(let text):
        "UnownedJob.description printed \"\(text)\", not a task id, so the tasks of a run "
          + "cannot be told apart"
      }
    return "DeterministicScheduler: \(problem); schedules cannot be controlled here "
      + "(\(Self.toolchain)). Supported: Swift 6.2 or later; tested on Linux."
  }

  /// The compiler this package was built with and the system running it,
  /// for example `built with Swift 6.3, running on Linux (…)`.
  public static var toolchain: String {
    #if compiler(>=6.4)
      let compiler = "Swift 6.4 or later"
    #elseif compiler(>=6.3)
      let compiler = "Swift 6.3"
    #elseif compiler(>=6.2)
      let compiler = "Swift 6.2"
    #else
      let compiler = "Swift before 6.2"
    #endif
    #if os(Linux)
      let system = "Linux"
    #elseif os(macOS)
      let system = "macOS"
    #elseif os(iOS)
      let system = "iOS"
    #else
      let system = "another system"
    #endif
    let version = ProcessInfo.processInfo.operatingSystemVersionString
    return "built with \(compiler), running on \(system) (\(version))"
  }
}

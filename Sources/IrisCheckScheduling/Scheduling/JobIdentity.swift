import CConcurrencyHooks
import Foundation

/// What the scheduler reads off a captured job to tell tasks apart.
///
/// Two public facts, both checked by ``DeterministicScheduler/selfTest()``:
/// a job's address, which for a task's job is the task itself and so the
/// same for every job of that task while it lives; and
/// `UnownedJob.description`, which prints the id the runtime gave the task
/// (`UnownedJob(id: 12)`), or `nil` for a job that is no task's (a default
/// actor's processing job prints `UnownedJob(id: nil)`). Addresses are
/// cheap but reused once a finished task is freed; ids are unique in the
/// process, and read from the runtime function `description` calls when
/// the runtime exports it (else from the string). ``RunTaskTable`` uses
/// both.
enum JobIdentity {
  /// What `UnownedJob.description` says about a job's task.
  enum PrintedID: Equatable {
    /// The job is a task's; the runtime's id for it.
    case task(UInt64)
    /// The job belongs to no task (`id: nil`).
    case none
    /// The text is not in the form this toolchain prints.
    case unrecognized(String)
  }

  /// The job's address, an opaque key.
  ///
  /// NB: `UnownedJob` is `@frozen` with a single stored property, the
  /// runtime's job pointer (`Builtin.Job`), on every platform Swift supports
  /// (its layout is ABI since Swift 5.5, iOS 13 / macOS 10.15), so its bits
  /// are that pointer. The result is only compared and hashed: never
  /// dereferenced, never made back into a job.
  @inline(__always)
  static func address(of job: UnownedJob) -> UnsafeRawPointer {
    unsafeBitCast(job, to: UnsafeRawPointer.self)
  }

  /// The task id `job` prints.
  ///
  /// NB: read from the runtime function `description` itself calls, when
  /// the runtime exports it: printing and parsing cost about a thousand
  /// instructions a job. The package's tests check that both agree.
  /// - Parameter job: a job that has not run yet.
  /// - Returns: the id, `.none` for a job that is no task's, or
  ///   `.unrecognized` with the text.
  static func printedID(of job: UnownedJob) -> PrintedID {
    guard readsIDsDirectly else { return describedID(of: job) }
    let id = irischeck_job_task_id(address(of: job))
    return id == 0 ? .none : .task(id)
  }

  /// The task id `job.description` prints, parsed.
  static func describedID(of job: UnownedJob) -> PrintedID {
    parse(job.description)
  }

  /// Whether the runtime gives a job's id without printing it.
  private static let readsIDsDirectly = irischeck_has_job_task_id() != 0

  /// What every description starts with.
  private static let prefix: StaticString = "UnownedJob(id: "

  /// Reads `UnownedJob(id: 12)` or `UnownedJob(id: nil)`.
  /// - Parameter text: what `UnownedJob.description` returned.
  /// - Returns: what it says.
  static func parse(_ text: String) -> PrintedID {
    var text = text
    let parsed = text.withUTF8 { bytes -> PrintedID? in
      let prefixCount = prefix.utf8CodeUnitCount
      guard bytes.count > prefixCount + 1, bytes[bytes.count - 1] == UInt8(ascii: ")"),
        let start = bytes.baseAddress, memcmp(start, prefix.utf8Start, prefixCount) == 0
      else { return nil }
      let digits = UnsafeBufferPointer(rebasing: bytes[prefixCount..<(bytes.count - 1)])
      if digits.count == 3, digits[0] == UInt8(ascii: "n"), digits[1] == UInt8(ascii: "i"),
        digits[2] == UInt8(ascii: "l")
      {
        return PrintedID.none
      }
      var id: UInt64 = 0
      for byte in digits {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10, id <= (UInt64.max - 9) / 10 else { return nil }
        id = id * 10 + UInt64(digit)
      }
      return .task(id)
    }
    return parsed ?? .unrecognized(text)
  }
}

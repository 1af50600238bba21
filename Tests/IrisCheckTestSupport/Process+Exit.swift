import Foundation

extension Process {
  /// Starts the process and returns once it has exited.
  /// - Throws: the error of `run()` when the process cannot start.
  public func runUntilExit() async throws {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      terminationHandler = { _ in done.resume() }
      do {
        try run()
      } catch {
        terminationHandler = nil
        done.resume(throwing: error)
      }
    }
  }
}

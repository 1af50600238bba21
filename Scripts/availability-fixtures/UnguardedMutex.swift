// Planted for `make availability`'s self-test; not part of any target.
// Synchronization's `Mutex` is introduced in macOS 15 and iOS 18, after the
// package's deployment targets (macOS 14, iOS 17), and is used here with no
// guard: the check must flag it, here, with those versions.
import Synchronization

final class VisitCounter: Sendable {
  private let count = Mutex(0)  // expect-availability: Mutex

  func visit() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

// Planted for `make availability`'s self-test; not part of any target.
// The same `Mutex` as UnguardedMutex.swift, behind every kind of guard the
// check understands, each with a working fallback: nothing may be flagged.
import Foundation
import Synchronization

/// A counter on a `Mutex` where there is one, on an `NSLock` elsewhere.
final class VisitCounter: Sendable {
  private let box: any CounterBox

  init() {
    if #available(macOS 15, iOS 18, *) {
      box = MutexBox()
    } else {
      box = LockBox()
    }
  }

  func visit() -> Int { box.increment() }
}

protocol CounterBox: Sendable {
  func increment() -> Int
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class MutexBox: CounterBox {
  private let count = Mutex(0)

  func increment() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

final class LockBox: CounterBox, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}

/// The guard statement and `#unavailable` forms.
func visits(_ rounds: Int) -> Int {
  guard #available(macOS 15, iOS 18, *) else {
    let fallback = LockBox()
    for _ in 0..<rounds { _ = fallback.increment() }
    return rounds
  }
  let count = Mutex(0)
  for _ in 0..<rounds { count.withLock { $0 += 1 } }
  return count.withLock { $0 }
}

func visitsAgain(_ rounds: Int) -> Int {
  if #unavailable(macOS 15, iOS 18) {
    return rounds
  } else {
    let count = Mutex(rounds)
    return count.withLock { $0 }
  }
}

@available(macOS 15, iOS 18, *)
extension MutexBox {
  static let shared = Mutex(0)
}

#if os(Linux)
  // Compiled on Linux only, where Synchronization has no availability.
  let linuxOnly = Mutex(0)
#endif

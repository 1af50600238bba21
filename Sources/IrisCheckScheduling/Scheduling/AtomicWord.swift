import CConcurrencyHooks
import Foundation

/// One machine word, loaded and stored atomically (C11 atomics in
/// `CConcurrencyHooks`), for the few values the hooks read on every job
/// without taking a lock.
///
/// NB: not `Synchronization.Atomic`, which needs macOS 15 / iOS 18.
final class AtomicWord: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<UInt>
  private let owned: Bool

  /// Creates a word holding `value`.
  /// - Parameter value: the initial value.
  init(_ value: UInt = 0) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
    owned = true
  }

  /// The word at `storage`, which lives for the rest of the process (a C
  /// global that C code reads too).
  /// - Parameter storage: the word's address.
  init(at storage: UnsafeMutablePointer<UInt>) {
    self.storage = storage
    owned = false
  }

  deinit {
    if owned { storage.deallocate() }
  }

  /// The word's address, for the C functions that use it.
  var address: UnsafeMutablePointer<UInt> { storage }

  /// The value (an acquire load).
  var value: UInt { irischeck_word_load(storage) }

  /// Replaces the value (a release store).
  /// - Parameter value: the new value.
  func store(_ value: UInt) {
    irischeck_word_store(storage, value)
  }
}

/// A lock for the scheduler's short critical sections, taken several times
/// at every job.
///
/// One atomic word (C11 atomics, which ThreadSanitizer sees), where
/// `NSLock` costs a `pthread_mutex_t` round trip of about 70 instructions.
/// A waiter yields its thread until the lock is free, so hold it only for a
/// few reads and writes.
final class JobLock: @unchecked Sendable {
  private let word = AtomicWord()

  /// Runs `body` holding the lock.
  @inline(__always)
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    irischeck_word_lock(word.address)
    defer { irischeck_word_unlock(word.address) }
    return try body()
  }
}

/// The calling thread's identity as one nonzero word: equal for two calls
/// exactly when they are on the same thread (as `pthread_equal` says).
enum ThreadWord {
  /// The calling thread's word.
  static var current: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

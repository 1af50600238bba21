import Foundation

/// One observed property's key path, made once per concrete type of its
/// generic owner and reused at every read and write of the property.
///
/// NB: a key path literal inside a generic type is instantiated anew each
/// time it is evaluated: the runtime demangles the generic arguments and
/// allocates a fresh key path, several microseconds each. `@Observable`
/// evaluates one at every read and write of a tracked property, which made
/// those reads most of the cost of a scheduled coordinator run (issue #9).
/// The generic navigators and the handoff registry therefore track their
/// properties by hand (``HandObserved``), with key paths from here. A key
/// path is a value: the cached one is equal to a fresh literal, so observers
/// see no difference.
final class ObservedKeyPath: @unchecked Sendable {
  // NB: guarded by `lock`; observed types are main-actor isolated, but a
  // scheduler run's main actor and the real one run on different threads.
  private let lock = NSLock()
  private var paths: [ObjectIdentifier: AnyKeyPath] = [:]

  /// Creates an empty cache; hold one per observed property, in a global.
  init() {}

  /// The key path `make` returns, made on the first call for `Root`.
  /// - Parameter make: returns the property's key path (a literal).
  /// - Returns: the cached key path.
  func path<Root, Value>(_ make: () -> KeyPath<Root, Value>) -> KeyPath<Root, Value> {
    let key = ObjectIdentifier(Root.self)
    if let cached = lock.withLock({ paths[key] }) {
      // NB: a checked cast: one cache serves one property, so `Value` is
      // fixed by `Root` and the cast always succeeds.
      if let path = cached as? KeyPath<Root, Value> { return path }
    }
    let made = make()
    lock.withLock { paths[key] = made }
    return made
  }
}

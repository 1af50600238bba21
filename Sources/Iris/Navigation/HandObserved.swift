import Observation

/// A class that tells its observers of reads and changes by hand, through its
/// own `ObservationRegistrar`, with the calls `@Observable` would generate.
///
/// The generic navigators and the handoff registry are written this way
/// rather than with the macro: in a generic class the macro's accessors make
/// a fresh key path at every read and write of a tracked property, and those
/// key paths were most of the cost of a scheduled coordinator run (issue #9).
/// Each tracked property is a computed property over an untracked stored one;
/// its getter calls ``access(keyPath:)``, its setter
/// ``withMutation(keyPath:_:)``, its `_modify` ``willSet(keyPath:)`` and
/// ``didSet(keyPath:)``, each with a key path cached per type
/// (``ObservedKeyPath``). Only public Observation API is used.
@usableFromInline
protocol HandObserved: AnyObject, Observable {
  /// The registrar this instance's observers are registered with.
  nonisolated var observationRegistrar: ObservationRegistrar { get }
}

extension HandObserved {
  /// Tells observers that the property at `keyPath` was read.
  /// - Parameter keyPath: the tracked property.
  @usableFromInline
  func access<Member>(keyPath: KeyPath<Self, Member>) {
    observationRegistrar.access(self, keyPath: keyPath)
  }

  /// Runs `mutation`, telling observers that the property at `keyPath` is
  /// about to change and has changed.
  /// - Parameters:
  ///   - keyPath: the tracked property.
  ///   - mutation: the change.
  /// - Returns: what `mutation` returns.
  /// - Throws: what `mutation` throws.
  func withMutation<Member, Result>(
    keyPath: KeyPath<Self, Member>, _ mutation: () throws -> Result
  ) rethrows -> Result {
    try observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  /// Tells observers that the property at `keyPath` is about to change (the
  /// first half of a `_modify`).
  /// - Parameter keyPath: the tracked property.
  func willSet<Member>(keyPath: KeyPath<Self, Member>) {
    observationRegistrar.willSet(self, keyPath: keyPath)
  }

  /// Tells observers that the property at `keyPath` has changed (the second
  /// half of a `_modify`).
  /// - Parameter keyPath: the tracked property.
  func didSet<Member>(keyPath: KeyPath<Self, Member>) {
    observationRegistrar.didSet(self, keyPath: keyPath)
  }
}

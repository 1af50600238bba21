/// The span labels the built-in generators use, so the shrinker (and a
/// reader of a recorded case) can tell what a span holds.
///
/// NB: labels are tags only; they carry no meaning to the recorder. Values
/// are small and fixed so recordings stay comparable across versions.
enum SpanLabel {
  /// One collection element: its "more?" flag (when drawn) and its value.
  static let element: UInt64 = 1
  /// One accepted ``Gen/filter(_:maxAttempts:)`` attempt.
  static let filterAttempt: UInt64 = 2
  /// The branch picked by ``Gen/oneOf(_:)`` or ``Gen/frequency(_:)``.
  static let branch: UInt64 = 3
  /// The payload of a non-`nil` `optional(_:)`.
  static let optional: UInt64 = 4
  /// One level of a ``Gen/recursive(maxDepth:base:_:)`` value.
  static let recursion: UInt64 = 5
  /// The value drawn by a ``Gen/flatMap(_:)`` continuation.
  static let dependent: UInt64 = 6
  /// The first label free for generators' own kinds of value (see
  /// ``Gen/generate(_:label:)``); the built-in labels stay below it.
  static let firstCustom: UInt64 = 256
}

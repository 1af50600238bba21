import Foundation

extension UUID {
  /// A fresh random UUID (version 4, variant 1), like `UUID()`, drawn from
  /// the system's random number generator.
  ///
  /// NB: on Linux `UUID()` opens, reads and closes `/dev/urandom` at every
  /// call, most of the cost of making a ``Baton`` or a ``NavFlow`` (issue
  /// #9); `SystemRandomNumberGenerator` asks the kernel for the bytes
  /// directly. Named apart from recent Foundation's `random(using:)`.
  /// - Returns: a UUID with 122 random bits.
  @usableFromInline static func fresh() -> UUID {
    var generator = SystemRandomNumberGenerator()
    return fresh(using: &generator)
  }

  /// A random UUID (version 4, variant 1) whose bits come from `generator`.
  /// - Parameter generator: the source of the 122 random bits.
  /// - Returns: the UUID.
  static func fresh<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) -> UUID {
    var words = (generator.next() as UInt64, generator.next() as UInt64)
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { target in
      withUnsafeBytes(of: &words) { target.copyMemory(from: $0) }
      target[6] = target[6] & 0x0F | 0x40
      target[8] = target[8] & 0x3F | 0x80
    }
    return UUID(uuid: bytes)
  }
}

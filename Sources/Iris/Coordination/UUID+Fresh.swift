import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension UUID {
  /// A fresh random UUID (version 4, variant 1), like `UUID()`, with its
  /// bits from the kernel's random source.
  ///
  /// NB: on Linux `UUID()` opens, reads and closes `/dev/urandom` at every
  /// call, most of the cost of making a ``Baton`` or a ``NavFlow`` (issue
  /// #9); here one `getentropy` call fills all 16 bytes (elsewhere, or if
  /// it fails, `SystemRandomNumberGenerator` does). Named apart from recent
  /// Foundation's `random(using:)`.
  /// - Returns: a UUID with 122 random bits.
  @usableFromInline static func fresh() -> UUID {
    #if canImport(Glibc)
      var words: (UInt64, UInt64) = (0, 0)
      if withUnsafeMutableBytes(of: &words, { getentropy($0.baseAddress, 16) }) == 0 {
        return version4(words)
      }
    #endif
    var generator = SystemRandomNumberGenerator()
    return fresh(using: &generator)
  }

  /// A random UUID (version 4, variant 1) whose bits come from `generator`.
  /// - Parameter generator: the source of the 122 random bits.
  /// - Returns: the UUID.
  static func fresh<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) -> UUID {
    version4((generator.next(), generator.next()))
  }

  /// The UUID of these 128 bits with the version and variant bits set.
  private static func version4(_ words: (UInt64, UInt64)) -> UUID {
    var words = words
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { target in
      withUnsafeBytes(of: &words) { target.copyMemory(from: $0) }
      target[6] = target[6] & 0x0F | 0x40
      target[8] = target[8] & 0x3F | 0x80
    }
    return UUID(uuid: bytes)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc

  /// Kernel random bytes not yet used by ``UUID/fresh()``.
  private let kernelEntropy = EntropyBuffer()

  /// Random words from `getentropy`, fetched 256 bytes (its limit) at a time.
  ///
  /// NB: `@unchecked Sendable`: `words` and `next` only under `lock`, an
  /// `NSLock` rather than `Synchronization.Mutex`, whose futex on Linux
  /// ThreadSanitizer does not see; under it, they skip the runtime's
  /// exclusivity checks (`@exclusivity(unchecked)`).
  private final class EntropyBuffer: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var words = [UInt64](repeating: 0, count: 32)
    @exclusivity(unchecked) private var next = 32

    /// The next two unused words, refilling first when they are used up;
    /// `nil` when the kernel refuses.
    func take() -> (UInt64, UInt64)? {
      lock.lock()
      defer { lock.unlock() }
      if next == words.count {
        let status = words.withUnsafeMutableBytes { getentropy($0.baseAddress, $0.count) }
        guard status == 0 else { return nil }
        next = 0
      }
      defer { next += 2 }
      return (words[next], words[next + 1])
    }
  }
#endif

extension UUID {
  /// A fresh random UUID (version 4, variant 1), like `UUID()`, with its
  /// bits from the kernel's random source.
  ///
  /// NB: on Linux `UUID()` opens, reads and closes `/dev/urandom` at every
  /// call, most of the cost of making a ``Baton`` or a ``NavFlow`` (issue
  /// #9); here the bytes come from the kernel through `getentropy`, 256 at
  /// a time, so one system call serves 16 UUIDs (elsewhere, or if it fails,
  /// `SystemRandomNumberGenerator` fills them). Named apart from recent
  /// Foundation's `random(using:)`.
  /// - Returns: a UUID with 122 random bits.
  @usableFromInline static func fresh() -> UUID {
    #if canImport(Glibc)
      if let words = kernelEntropy.take() { return version4(words) }
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

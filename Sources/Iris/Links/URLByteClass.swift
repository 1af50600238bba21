import Foundation

/// The roles a byte can play in a link, as bit flags read from one
/// 256-entry table.
///
/// Classifying a byte is one load and one mask instead of a chain of
/// comparisons. That keeps the link readers fast everywhere, and most of all
/// under libFuzzer, where every comparison in instrumented code is a call.
/// Every byte of 0x80 or above has no class.
struct URLByteClass: OptionSet {
  let rawValue: UInt8

  /// RFC 3986 unreserved: `A-Z a-z 0-9 - . _ ~`.
  static let unreserved = URLByteClass(rawValue: 1 << 0)
  /// Legal unencoded in a path as `URLComponents` reads one: `pchar` and
  /// `/`, less `%` (unreserved and `!$&'()*+,;=:@/`).
  static let pathByte = URLByteClass(rawValue: 1 << 1)
  /// Printed unencoded in one path segment: unreserved and `!$&'()*,;=:@`.
  static let pathSegmentLiteral = URLByteClass(rawValue: 1 << 2)
  /// Printed unencoded in one query name or value: unreserved and
  /// `!$'()*,;:@/?`.
  static let queryComponentLiteral = URLByteClass(rawValue: 1 << 3)
  /// A hexadecimal digit, either case.
  static let hexDigit = URLByteClass(rawValue: 1 << 4)

  /// The classes of `byte`.
  @inline(__always)
  static func of(_ byte: UInt8) -> URLByteClass {
    URLByteClass(rawValue: table[Int(byte)])
  }

  // NB: a raw pointer, not an array, so a lookup has no bounds check (a
  // UInt8 index is always below 256). Written once, before first use, and
  // never freed or written again, so sharing it across threads is safe.
  nonisolated(unsafe) private static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0...255 {
      table[byte] = classify(UInt8(byte)).rawValue
    }
    return UnsafePointer(table)
  }()

  /// The rules the table is built from.
  private static func classify(_ byte: UInt8) -> URLByteClass {
    let scalar = Unicode.Scalar(byte)
    var classes: URLByteClass = []
    let isUnreserved =
      ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
      || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
    if isUnreserved {
      classes.formUnion([.unreserved, .pathByte, .pathSegmentLiteral, .queryComponentLiteral])
    }
    if "!$&'()*+,;=:@/".unicodeScalars.contains(scalar) { classes.insert(.pathByte) }
    if "!$&'()*,;=:@".unicodeScalars.contains(scalar) { classes.insert(.pathSegmentLiteral) }
    if "!$'()*,;:@/?".unicodeScalars.contains(scalar) { classes.insert(.queryComponentLiteral) }
    let isHexDigit =
      ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    if isHexDigit { classes.insert(.hexDigit) }
    return classes
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first `byte` in `self[range]`, or `range.upperBound`
  /// when there is none.
  ///
  /// NB: `memchr`, not a Swift loop: the search compares no bytes in our
  /// code, so it stays fast under coverage instrumentation too.
  func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int {
    guard let base = baseAddress, !range.isEmpty,
      let found = memchr(base + range.lowerBound, Int32(byte), range.count)
    else { return range.upperBound }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}

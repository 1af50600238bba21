import Testing

@testable import Iris

struct URLByteClassTests {
  /// Every byte of 0...255 whose class includes `role`, as text.
  private func members(_ role: URLByteClass) -> String {
    String(
      decoding: (0...255).map(UInt8.init).filter { URLByteClass.of($0).contains(role) },
      as: UTF8.self)
  }

  private let alphanumerics = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

  @Test func eachRoleHoldsExactlyTheBytesItDocuments() {
    #expect(Set(members(.unreserved)) == Set(alphanumerics + "-._~"))
    #expect(Set(members(.pathByte)) == Set(alphanumerics + "-._~" + "!$&'()*+,;=:@/"))
    #expect(Set(members(.pathSegmentLiteral)) == Set(alphanumerics + "-._~" + "!$&'()*,;=:@"))
    #expect(Set(members(.queryComponentLiteral)) == Set(alphanumerics + "-._~" + "!$'()*,;:@/?"))
    #expect(Set(members(.hexDigit)) == Set("0123456789abcdefABCDEF"))
  }

  @Test func firstOffsetSearchesOnlyTheRange() {
    let bytes = Array("a/b/c".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(buffer.firstOffset(of: UInt8(ascii: "/"), in: 0..<5) == 1)
      #expect(buffer.firstOffset(of: UInt8(ascii: "/"), in: 2..<5) == 3)
      #expect(buffer.firstOffset(of: UInt8(ascii: "/"), in: 4..<5) == 5)
      #expect(buffer.firstOffset(of: UInt8(ascii: "/"), in: 2..<2) == 2)
    }
  }
}

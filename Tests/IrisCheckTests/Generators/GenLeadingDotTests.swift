import IrisCheck
import Testing

struct GenLeadingDotTests {
  private enum Intent: Equatable {
    case inbox
    case search(query: String)
    case message(thread: String, number: Int)
    case flag(Bool)
  }

  @Test func leadingDotGeneratorsComposeInsideOneOfZipAndMap() throws {
    // Compiling is the test: no `Gen<String>.` or `Gen<Int>.` spelled out.
    let intents = Gen<Intent>.oneOf(
      .just(.inbox),
      .string().map { .search(query: $0) },
      .zip(.linkPayload, .int()).map { .message(thread: $0, number: $1) },
      .zip(.string(from: .alphanumeric), .int(in: 0...9), .bool).map { text, _, _ in
        .search(query: text)
      },
      .bool.map { .flag($0) })
    #expect(try simplest(intents) == .inbox)
    let values = intents.sample(count: 300)
    #expect(values.contains { if case .message = $0 { true } else { false } })
    #expect(values.contains { if case .flag = $0 { true } else { false } })
  }

  @Test func intDefaultIsSimplestZeroAndReachesTheTypeBounds() throws {
    #expect(try simplest(Gen<Int>.int()) == 0)
    let values = Set(Gen<Int>.int().sample(count: 2_000))
    for edge in [-1, 1, Int(Int32.max), Int(Int32.min), Int(Int32.max) + 1, Int.max, Int.min] {
      #expect(values.contains(edge), "\(edge)")
    }
    let bytes = Set(Gen<UInt8>.int().sample(count: 500))
    #expect(bytes.contains(0) && bytes.contains(1) && bytes.contains(255))
  }
}

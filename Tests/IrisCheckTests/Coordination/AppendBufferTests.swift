import Testing

@testable import IrisCheckLaws

/// The log's append-only buffer: order, growth, writes and ownership.
struct AppendBufferTests {
  /// Counts its live instances.
  private final class Tracked {
    nonisolated(unsafe) static var live = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.live += 1
    }
    deinit { Self.live -= 1 }
  }

  @Test func keepsEveryValueInOrderPastItsCapacity() {
    let buffer = AppendBuffer<String>(capacity: 2)
    for value in 0..<37 { buffer.append("\(value)") }
    #expect(buffer.count == 37)
    #expect(buffer.elements == (0..<37).map { "\($0)" })
    #expect(buffer[36] == "36")
  }

  @Test func aZeroCapacityStillGrows() {
    let buffer = AppendBuffer<Int>(capacity: 0)
    buffer.append(1)
    buffer.append(2)
    #expect(buffer.elements == [1, 2])
  }

  @Test(.serialized) func releasesItsValuesWhenFreedAndKeepsThemWhileAlive() {
    let before = Tracked.live
    var buffer: AppendBuffer<Tracked>? = AppendBuffer(capacity: 1)
    for value in 0..<10 { buffer?.append(Tracked(value)) }
    #expect(Tracked.live == before + 10)
    #expect(buffer?.elements.map(\.value) == Array(0..<10))
    buffer = nil
    #expect(Tracked.live == before)
  }
}

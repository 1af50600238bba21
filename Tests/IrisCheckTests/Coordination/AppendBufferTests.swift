import Testing

@testable import IrisCheckLaws

/// The log's append-only buffer: order, growth, moving values out, and ownership.
struct AppendBufferTests {
  /// How many ``Tracked`` values of one test are alive.
  private final class Census {
    var live = 0
  }

  /// Counts itself alive in its test's census.
  private final class Tracked {
    let value: Int
    private let census: Census
    init(_ value: Int, in census: Census) {
      self.value = value
      self.census = census
      census.live += 1
    }
    deinit { census.live -= 1 }
  }

  @Test func keepsEveryValueInOrderPastItsCapacity() {
    let buffer = AppendBuffer<String>(capacity: 2)
    for value in 0..<37 { buffer.append("\(value)") }
    #expect(buffer.count == 37)
    #expect(buffer[36] == "36")
    #expect(buffer.removeAll() == (0..<37).map { "\($0)" })
  }

  @Test func aZeroCapacityStillGrows() {
    let buffer = AppendBuffer<Int>(capacity: 0)
    buffer.append(1)
    buffer.append(2)
    #expect(buffer.removeAll() == [1, 2])
  }

  @Test func releasesItsValuesWhenFreedAndKeepsThemWhileAlive() {
    let census = Census()
    var buffer: AppendBuffer<Tracked>? = AppendBuffer(capacity: 1)
    for value in 0..<10 { buffer?.append(Tracked(value, in: census)) }
    #expect(census.live == 10)
    #expect(buffer?[9].value == 9)
    buffer = nil
    #expect(census.live == 0)
  }

  @Test func aValueMovedOutIsTheTakersAndTheRestStayTheBuffers() {
    let census = Census()
    var buffer: AppendBuffer<Tracked>? = AppendBuffer(capacity: 2)
    for value in 0..<5 { buffer?.append(Tracked(value, in: census)) }
    var first = buffer?.removeFirst()
    let second = buffer?.removeFirst()
    #expect([first?.value, second?.value] == [0, 1])
    #expect(census.live == 5)
    buffer = nil
    #expect(census.live == 2)
    first = nil
    #expect(census.live == 1)
    #expect(second?.value == 1)
  }

  @Test func removeAllMovesOutWhatRemoveFirstLeft() {
    let census = Census()
    let buffer = AppendBuffer<Tracked>(capacity: 1)
    for value in 0..<4 { buffer.append(Tracked(value, in: census)) }
    _ = buffer.removeFirst()
    let rest = buffer.removeAll()
    #expect(rest.map(\.value) == [1, 2, 3])
    #expect(census.live == 3)
  }
}

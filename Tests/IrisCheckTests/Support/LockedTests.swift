import IrisCheckFixtures
import Testing

struct LockedTests {
  @Test func withLockChangesTheSharedValueAndReturnsWhatTheBodyReturns() {
    let box = Locked([1])
    let copy = box
    let count = box.withLock { values in
      values.append(2)
      return values.count
    }
    #expect(count == 2)
    #expect(copy.withLock { $0 } == [1, 2])
  }
}

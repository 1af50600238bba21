import IrisCheck
import Testing

struct ShuffledCallsTests {
  // MARK: - shuffledCalls(of:count:)

  @Test func orderIsAlwaysAPermutationOfTheIntents() throws {
    for calls in Gen.shuffledCalls(of: .int(in: 0...9), count: 0...6).sample(count: 300) {
      #expect(calls.order.sorted() == Array(calls.intents.indices), "\(calls)")
    }
  }

  @Test func printsAsSwiftThatCompilesBack() {
    // The expected text is pasted here as code: it compiles to the value.
    let calls = ShuffledCalls<Note>([.inbox, .thread(id: "a b")], order: [1, 0])
    #expect(
      SwiftLiteral.describe(calls)
        == #"ShuffledCalls<Note>([.inbox, .thread(id: "a b")], order: [1, 0])"#)
  }

  @Test func simplestIsNoIntents() throws {
    let calls = try simplest(Gen.shuffledCalls(of: .int(in: 0...9)))
    #expect(calls.intents.isEmpty)
    #expect(calls.isListOrder)
  }

  @Test func choicesPickAmongTheUnusedIndices() throws {
    // Intents: three times "more?" 1 and element 0, then stop 0.
    // Order: among [0, 1, 2] pick 2, then among [0, 1] pick 0; the last is forced.
    let calls = try replay(
      Gen.shuffledCalls(of: .int(in: 0...9)), [1, 0, 1, 0, 1, 0, 0, 2, 0]
    ).value
    #expect(calls.order == [2, 0, 1])
    #expect(!calls.isListOrder)
  }
}

import Foundation
import Iris
import Testing

/// A codec that reads every link as its absolute string.
private struct EchoCodec: URLParsing {
  func parse(_ url: URL) -> String { url.absoluteString }
}

@Suite(.timeLimit(.minutes(1)))
struct BroadcasterTests {
  private let broadcaster = Broadcaster(urlCodec: EchoCodec())
  private let flow = NavFlow(source: "link")

  private func link(_ name: String) throws -> URL {
    try #require(URL(string: "echo://\(name)"))
  }

  // MARK: - handle

  @Test func handleParsesTheLinkIntoABatonOfTheFlow() async throws {
    let baton = await broadcaster.handle(url: try link("a"), flow: flow)
    #expect(baton.intent == "echo://a")
    #expect(baton.flow == flow)
  }

  @Test func everySubscriberReceivesTheBaton() async throws {
    var first = await broadcaster.makeStream().makeAsyncIterator()
    var second = await broadcaster.makeStream().makeAsyncIterator()
    let baton = await broadcaster.handle(url: try link("a"), flow: flow)
    #expect(await first.next() == baton)
    #expect(await second.next() == baton)
  }

  @Test func aSubscriberThatHasNotReadKeepsOnlyTheNewestBaton() async throws {
    var stream = await broadcaster.makeStream().makeAsyncIterator()
    await broadcaster.handle(url: try link("a"), flow: flow)
    let newest = await broadcaster.handle(url: try link("b"), flow: flow)
    #expect(await stream.next() == newest)
    let next = await broadcaster.handle(url: try link("c"), flow: flow)
    #expect(await stream.next() == next)
  }

  // MARK: - makeStream

  @Test func aNewSubscriberFirstReceivesTheLastBaton() async throws {
    await broadcaster.handle(url: try link("a"), flow: flow)
    let last = await broadcaster.handle(url: try link("b"), flow: flow)
    var stream = await broadcaster.makeStream().makeAsyncIterator()
    #expect(await stream.next() == last)
  }

  @Test func withoutReplayANewSubscriberWaitsForTheNextBaton() async throws {
    await broadcaster.handle(url: try link("a"), flow: flow)
    var stream = await broadcaster.makeStream(replayLast: false).makeAsyncIterator()
    let next = await broadcaster.handle(url: try link("b"), flow: flow)
    #expect(await stream.next() == next)
  }

  @Test func replayBeforeAnyLinkReplaysNothing() async throws {
    var stream = await broadcaster.makeStream().makeAsyncIterator()
    let first = await broadcaster.handle(url: try link("a"), flow: flow)
    #expect(await stream.next() == first)
  }

  @Test func aDroppedStreamUnsubscribes() async {
    do {
      _ = await broadcaster.makeStream()
      _ = await broadcaster.makeStream()
    }
    let kept = await broadcaster.makeStream()
    #expect(await broadcaster.subscriberCount == 1)
    _ = kept
  }

  @Test func cancellingTheConsumerUnsubscribes() async {
    let stream = await broadcaster.makeStream()
    #expect(await broadcaster.subscriberCount == 1)
    let consumer = Task {
      for await _ in stream {}
    }
    consumer.cancel()
    await consumer.value
    #expect(await broadcaster.subscriberCount == 0)
  }
}

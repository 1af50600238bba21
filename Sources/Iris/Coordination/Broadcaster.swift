import Foundation

/// Multicasts incoming links as batons to every subscribed stream.
///
/// ``handle(url:flow:)`` parses a link with the codec, wraps the intent in a
/// fresh ``Baton`` of the given flow, remembers it as the last baton and
/// yields it to every subscriber. Each ``makeStream(replayLast:)`` call is
/// one subscriber with its own stream:
/// - **It buffers the newest baton only.** A subscriber that has not read
///   yet sees the latest link, never a backlog of stale ones.
/// - With `replayLast`, a new subscriber first receives the last baton
///   handled before it subscribed, if any.
/// - Ending the stream (its consumer's task is cancelled, or the stream is
///   dropped) unsubscribes it at once.
///
/// ```swift
/// let links = Broadcaster(urlCodec: MailboxCodec())
/// let stream = await links.makeStream()
/// await links.handle(url: url, flow: NavFlow(source: "link"))
/// for await baton in stream { coordinator.route(baton: baton) }
/// ```
public actor Broadcaster<URLCodec: URLParsing> {
  /// The intent a baton carries: the codec's.
  public typealias Intent = URLCodec.Intent

  private let urlCodec: URLCodec
  private let subscribers = Subscribers()
  private var last: Baton<Intent>?

  /// Creates a broadcaster with no subscribers and no last baton.
  /// - Parameter urlCodec: parses every link ``handle(url:flow:)`` receives.
  public init(urlCodec: URLCodec) {
    self.urlCodec = urlCodec
  }

  /// Subscribes a new stream of batons.
  /// - Parameter replayLast: whether the stream starts with the last baton
  ///   handled before this call, if any; `true` by default.
  /// - Returns: a stream that buffers the newest baton and unsubscribes when
  ///   it terminates.
  public func makeStream(replayLast: Bool = true) -> AsyncStream<Baton<Intent>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Baton<Intent>.self, bufferingPolicy: .bufferingNewest(1))
    let id = subscribers.add(continuation)
    continuation.onTermination = { [subscribers] _ in subscribers.remove(id) }
    if replayLast, let last { continuation.yield(last) }
    return stream
  }

  /// Parses `url` and sends the resulting baton to every subscriber.
  /// - Parameters:
  ///   - url: the incoming link; parsing is total, so any URL is fine.
  ///   - flow: the navigation event the baton belongs to.
  /// - Returns: the baton sent, which is now the last baton.
  @discardableResult
  public func handle(url: URL, flow: NavFlow) -> Baton<Intent> {
    let baton = Baton(intent: urlCodec.parse(url), flow: flow)
    last = baton
    for continuation in subscribers.all {
      continuation.yield(baton)
    }
    return baton
  }

  /// How many streams are subscribed now.
  package var subscriberCount: Int {
    subscribers.all.count
  }

  /// The subscribed continuations, removable synchronously from a stream's
  /// termination handler (which runs outside the actor).
  private final class Subscribers: @unchecked Sendable {
    // NB: guarded by `lock`; the termination handler may run on any thread.
    private let lock = NSLock()
    private var continuations:
      [(id: UInt64, continuation: AsyncStream<Baton<Intent>>.Continuation)] =
        []
    private var nextID: UInt64 = 0

    var all: [AsyncStream<Baton<Intent>>.Continuation] {
      lock.withLock { continuations.map(\.continuation) }
    }

    func add(_ continuation: AsyncStream<Baton<Intent>>.Continuation) -> UInt64 {
      lock.withLock {
        nextID += 1
        continuations.append((nextID, continuation))
        return nextID
      }
    }

    func remove(_ id: UInt64) {
      lock.withLock { continuations.removeAll { $0.id == id } }
    }
  }
}

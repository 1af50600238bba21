/// How a ``LatestWinsExecutor`` hands over from the operation it replaces to the new one.
///
/// Under both policies the replaced operation's task is cancelled at once and
/// ``LatestWinsExecutor/isSuperseded`` turns true inside it; the policies differ
/// only in when the new operation starts. Only a drain policy guarantees that a
/// flow's step still in flight (suspended and ignoring cancellation) ends before
/// the new flow's first step; ``fireAndForgetCancel`` does not wait for it.
public enum LatestTaskPolicy: Sendable, Hashable {
  /// Starts the new operation once every earlier one has finished, or when `timeout` expires.
  case waitForDrain(timeout: DrainTimeout)
  /// Starts the new operation at once, without waiting for earlier ones to finish.
  case fireAndForgetCancel

  /// The policy for links: wait up to 250 ms for the previous flow to finish.
  public static var links: LatestTaskPolicy { .waitForDrain(timeout: .finite(.milliseconds(250))) }

  /// The policy for taps: cancel the previous operation and start at once.
  public static var ui: LatestTaskPolicy { .fireAndForgetCancel }
}

/// How long a ``LatestTaskPolicy/waitForDrain(timeout:)`` waits for earlier operations.
public enum DrainTimeout: Sendable, Hashable {
  /// Waits at most this long, measured on the executor's injected clock.
  ///
  /// When the time is up the new operation still waits for a step the older
  /// flows have in flight to end (they begin no further step), so flows never
  /// interleave; it does not wait for their remaining steps.
  case finite(Duration)
  /// Waits as long as it takes; an earlier operation that never finishes blocks
  /// every later one until it is itself replaced.
  case never
}

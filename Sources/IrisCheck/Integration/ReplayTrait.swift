import Testing

/// A Swift Testing trait that makes every property in a test replay one
/// case, given by the token a failure report printed.
///
/// ```swift
/// @Test(.replay("ic1:AQABAQA0"))
/// func reverse() async {
///   await forAll(.array(of: .int(in: -9...9))) { xs in xs.reversed() == xs }
/// }
/// ```
/// Each `forAll` in the test then evaluates its property exactly once, on
/// the token's choices: no generation, no shrinking, no saving. The trait
/// wins over `IRISCHECK_REPLAY` and over ``/IrisCheckCore/Configuration/replay``. Remove it
/// once the bug is fixed; a replay that passes is reported as a note.
public struct ReplayTrait: TestTrait, SuiteTrait, TestScoping {
  /// The token to replay.
  public var token: String

  /// Applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Runs the test with the token in effect.
  /// - Parameters:
  ///   - test: the test.
  ///   - testCase: the test case, if any.
  ///   - function: the test body.
  /// - Throws: whatever the test body throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ReplayTrait.$current.withValue(token) { try await function() }
  }

  @TaskLocal static var current: String?
}

extension Trait where Self == ReplayTrait {
  /// Replays the case a failure report printed, in exactly one evaluation of
  /// each property in the test.
  /// - Parameter token: the token, for example `"ic1:AQABAQA0"`.
  /// - Returns: the trait.
  public static func replay(_ token: String) -> Self {
    ReplayTrait(token: token)
  }
}

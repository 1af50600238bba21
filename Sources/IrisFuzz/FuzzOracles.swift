/// The fuzz oracles: one entry function per oracle, each judging one fuzzer
/// input and returning an ``OracleOutcome``.
///
/// Every oracle is built from the laws in `IrisCheck`'s `Laws/`, so a
/// crasher found by libFuzzer is the same violation `swift test` reports.
/// A libFuzzer target is one line: `FuzzOracles.rawCodec(bytes, codec:
/// codec).enforce()`. A regression test calls the same function and
/// expects ``OracleOutcome/passed`` or ``OracleOutcome/skipped(_:)``.
///
/// - ``rawCodec(_:codec:caseInsensitiveSchemeAndHost:)``: bytes as a URL
///   string through every string law.
/// - `intentRoundTrip(_:generator:codec:)`: bytes as choices, drawn into
///   an intent, through every intent law.
/// - `differential(_:view:)`: a codec-side view of a URL against
///   Foundation's `URLComponents`; `irisRouterDifferential(_:)` does the
///   same for an Iris router's reading.
/// - `routerPatterns(_:)`: an Iris router built from fuzzed patterns.
public enum FuzzOracles {}

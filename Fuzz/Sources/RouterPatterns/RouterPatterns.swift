import IrisCheckFixtures
import IrisFuzz

/// libFuzzer entry: an Iris `URLPathRouter` built from fuzzed patterns.
///
/// See `FuzzOracles.routerPatterns(_:)`: pattern errors are fine, traps and
/// round-trip breaks are crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  FuzzOracles.routerPatterns(Array(UnsafeRawBufferPointer(start: start, count: count))).enforce()
  return 0
}

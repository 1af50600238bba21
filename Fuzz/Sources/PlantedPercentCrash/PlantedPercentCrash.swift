import IrisCheckFixtures
import IrisFuzz

/// libFuzzer entry: raw bytes through the planted codec's string laws.
///
/// ``PlantedPercentCodec`` traps on a `%` ending a path segment.
/// Test-only: proves the pipeline finds a crash; run with `make fuzz-planted`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  FuzzOracles.rawCodec(bytes, codec: PlantedPercentCodec.codec).enforce()
  return 0
}

import IrisCheckFixtures
import IrisFuzz

/// libFuzzer entry: the Iris router reading that `MailboxCodec` routes on,
/// against Foundation's `URLComponents`.
///
/// See `FuzzOracles.irisRouterDifferential(_:)`; its seeds are the sample
/// app's links.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  FuzzOracles.irisRouterDifferential(bytes).enforce()
  return 0
}

import IrisCheckCore
import IrisCheckLaws
import IrisFuzz
import MailboxChecks

private let codec = LinkCodec.mailbox

/// libFuzzer entry: raw bytes as a link through every string law of the
/// sample app's `MailboxCodec` (see `FuzzOracles.rawCodec`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  FuzzOracles.rawCodec(bytes, codec: codec).enforce()
  return 0
}

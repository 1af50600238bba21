import IrisCheckCore
import IrisCheckLaws
import IrisFuzz
import MailboxChecks

private let codec = LinkCodec.mailbox

/// libFuzzer entry: bytes as choices for `MailboxGenerators.intent`, then
/// every law on the intent and its printed link (see
/// `FuzzOracles.intentRoundTrip`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  FuzzOracles.intentRoundTrip(bytes, generator: MailboxGenerators.intent, codec: codec).enforce()
  return 0
}

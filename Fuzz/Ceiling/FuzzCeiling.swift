/// libFuzzer entry that does nothing: the exec/s ceiling of the fuzz
/// recipe, printed next to every target by `make fuzz-smoke`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  0
}

import CLibFuzzerDriver
import Foundation

/// libFuzzer's driver, embedded: hands a target to `LLVMFuzzerRunDriver`.
enum LibFuzzer {
  // NB: `nonisolated(unsafe)` because a C callback cannot capture: the
  // target is set once, before libFuzzer starts, and only read after.
  nonisolated(unsafe) private static var target: FuzzTarget?

  private static let callback: irischeck_fuzz_callback = { data, size in
    LibFuzzer.target?.run(data.map(UnsafeRawPointer.init), size) ?? 0
  }

  /// Fuzzes `target` on this thread until libFuzzer stops.
  /// - Parameters:
  ///   - target: the target.
  ///   - arguments: libFuzzer's arguments, the executable first.
  /// - Returns: libFuzzer's status, or 2 (with a message on standard
  ///   error) when this build does not link libFuzzer.
  static func fuzz(_ target: FuzzTarget, arguments: [String]) -> Int32 {
    guard irischeck_fuzzer_is_linked() == 1 else {
      FileHandle.standardError.write(
        Data(
          ("error: this executable was built without libFuzzer; run `swift package fuzz "
            + "\(target.name)`, which builds it with the sanitizer and coverage flags and links "
            + "libFuzzer\n").utf8))
      return 2
    }
    Self.target = target
    var argc = Int32(arguments.count)
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { buffer in
      var argv = buffer.baseAddress
      return irischeck_fuzzer_run_driver(&argc, &argv, callback)
    }
  }
}

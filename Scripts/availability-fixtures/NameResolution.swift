// Planted for `make availability`'s self-test; not part of any target.
// How names resolve: the package's own declarations win over the
// toolchain's, overloads are told apart by their labels, and a member is
// judged by its receiver when the receiver is a toolchain type. Only the
// lines marked `expect-availability` may be flagged.
import Foundation
import Synchronization

/// The package's own `Atomic`: it shadows Synchronization's.
struct Atomic<Value> {
  var value: Value
}

/// An initializer the package adds to a toolchain type: it does not hide
/// the type's own newer initializers.
extension String {
  init(shouting text: String) {
    self = text.uppercased()
  }
}

/// Members named like newer toolchain API (`Task.immediate`, `Array.span`).
struct Runner {
  static func immediate(_ body: () -> Void) { body() }
  var span: Int { 0 }
}

func resolution(bytes: [UInt8], runner: Runner) -> [String?] {
  let own = Atomic(value: 1)
  Runner.immediate {}
  _ = runner.span
  Task { _ = own.value }
  Task(name: "named") {}
  Task.immediate {}  // expect-availability: Task.immediate
  Swift.Task.immediate {}  // expect-availability: Task.immediate
  _ = Synchronization.Mutex(0)  // expect-availability: Mutex
  _ = "text".utf8Span.count  // expect-availability: .utf8Span
  NSLock().withLock {}
  let old = String(decoding: bytes, as: UTF8.self)
  let new = String(validating: bytes, as: UTF8.self)  // expect-availability: String.init
  let shout = String(shouting: "own")
  let message = "\(Mutex(1).withLock { $0 })"  // expect-availability: Mutex
  return [old, new, shout, message]
}

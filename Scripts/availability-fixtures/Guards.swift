// Planted for `make availability`'s self-test; not part of any target.
// Where a guard ends: each marked line is outside every guard that would
// cover it (or covers one platform only) and must be flagged; every other
// use is guarded, compiled for no Apple platform, or unavailable.
import Synchronization

@available(macOS 15, *)
func macOnly() -> Int {
  Mutex(1).withLock { $0 }  // expect-availability: Mutex
}

#if os(macOS)
  @available(macOS 15, *)
  func macOnlyCompiled() -> Int { Mutex(1).withLock { $0 } }
#endif

#if !canImport(Darwin)
  let linuxOnly = Mutex(0)
#else
  let darwinToo = Mutex(0)  // expect-availability: Mutex
#endif

@available(*, unavailable)
func never() -> Int { Mutex(0).withLock { $0 } }

func loops() {
  var rounds = 0
  while #available(macOS 15, iOS 18, *), rounds < 1 {
    _ = Mutex(rounds)
    rounds += 1
  }
  repeat { rounds -= 1 } while rounds > 0
  _ = Atomic(0)  // expect-availability: Atomic
}

func branches() {
  if #available(macOS 15, iOS 18, *) {
    _ = Mutex(0)
  } else if rounds() > 0 {
    _ = Mutex(1)  // expect-availability: Mutex
  } else {
    _ = Mutex(2)  // expect-availability: Mutex
  }
}

func rounds() -> Int { 1 }

func closures() {
  let work = {
    guard #available(macOS 15, iOS 18, *) else { return }
    _ = Mutex(0)
  }
  work()
  _ = Mutex(0)  // expect-availability: Mutex
}

enum Holder {
  @available(macOS 15, iOS 18, *)
  static let shared = Mutex(0)
  static let plain = Atomic<Int>(0)  // expect-availability: Atomic
}

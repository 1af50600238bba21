/// A growable run of values of one type that code generic over that type
/// appends to without asking the runtime for type metadata.
///
/// NB: the harness's log is written at every event by code generic over
/// the consumer's flow and never specialized, where each `Array` append
/// looks up the array type's metadata; here the element's metadata comes
/// with the instance. Not thread-safe: one run's jobs write it in turn,
/// so its properties skip the runtime's exclusivity checks (`@exclusivity(unchecked)`).
final class AppendBuffer<Element> {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity: Int
  /// The number of values appended.
  @exclusivity(unchecked) private(set) var count = 0
  /// The number of values moved out by ``removeFirst()``: the oldest ones.
  @exclusivity(unchecked) private var removed = 0

  /// Creates an empty buffer with room for `capacity` values before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    self.base = .allocate(capacity: self.capacity)
  }

  deinit {
    (base + removed).deinitialize(count: count - removed)
    base.deallocate()
  }

  /// Appends a copy of `element`.
  func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// The value at `index`, which must be below ``count`` and not removed.
  subscript(index: Int) -> Element {
    precondition(index >= removed && index < count, "AppendBuffer index out of range")
    return base[index]
  }

  /// Moves out the oldest value not removed yet, without copying it.
  ///
  /// NB: a generic value's copy and destruction each cost a value-witness
  /// call, and the log's record takes every event it holds, once.
  func removeFirst() -> Element {
    precondition(removed < count, "AppendBuffer is empty")
    defer { removed += 1 }
    return (base + removed).move()
  }

  /// Moves out every value not removed yet, in the order appended.
  func removeAll() -> [Element] {
    let values = Array(unsafeUninitializedCapacity: count - removed) { buffer, initialized in
      buffer.baseAddress?.moveInitialize(from: base + removed, count: count - removed)
      initialized = count - removed
    }
    removed = count
    return values
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}

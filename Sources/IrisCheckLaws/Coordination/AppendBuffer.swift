/// A growable run of values that generic code appends to without looking up type metadata.
///
/// NB: unspecialized generic code appends to the harness log at every event, and an `Array` append
/// looks up its type's metadata; here it comes with the instance. One run's jobs write it in turn.
final class AppendBuffer<Element> {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity: Int
  /// The number of values appended.
  @exclusivity(unchecked) private(set) var count = 0
  /// How many of the oldest values ``removeFirst()`` moved out.
  @exclusivity(unchecked) private var removed = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    self.base = .allocate(capacity: self.capacity)
  }

  deinit {
    (base + removed).deinitialize(count: count - removed)
    base.deallocate()
  }

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

  /// Moves out the oldest value not removed yet without copying it, as a generic copy and destroy
  /// each cost a value-witness call.
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

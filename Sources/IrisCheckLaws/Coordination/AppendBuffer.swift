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

  /// Creates an empty buffer with room for `capacity` values before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    self.base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Appends a copy of `element`.
  func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// The value at `index`, which must be below ``count``.
  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "AppendBuffer index out of range")
    return base[index]
  }

  /// Every value, in the order appended.
  var elements: [Element] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}

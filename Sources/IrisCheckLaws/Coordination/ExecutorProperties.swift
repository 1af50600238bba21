import Iris

/// Finds the ``/Iris/LatestWinsExecutor``s in an object's stored
/// properties, for the default `CoordinatorHarness.isIdle`.
///
/// NB: reflecting a stored property (a `Mirror` child) costs about 10,000
/// instructions, most of it resolving the field's type, so reflecting every
/// property of a Mailbox coordinator at each run's end cost 8 % of a
/// schedule. The executor type is final, so only a property of that type,
/// of its optional or of an existential type (`Any`, a protocol) can hold
/// one. The first object of a class is scanned whole, and the positions of
/// the properties holding an executor or its optional are kept for the
/// class; later objects of the class reflect only those. A property of an
/// existential type counts as what it held at that first scan.
///
/// The properties of ``/Iris/PlumbedCoordinatorBase`` itself (its two
/// executors) are read directly, not reflected: for a subclass that holds no
/// executor of its own, such as the sample app's, a check reflects nothing.
@MainActor
enum ExecutorProperties {
  /// For each scanned class, for its class and each superclass in turn,
  /// the child offsets that may hold an executor.
  private static var layouts: [ObjectIdentifier: [[Int]]] = [:]

  /// Whether every executor held in a stored property of `object`'s class
  /// or a superclass is idle.
  static func allIdle(in object: AnyObject) -> Bool {
    if let plumbed = object as? any PlumbedExecutors,
      plumbed.linkSwitcher.isBusy() || plumbed.uiSwitcher.isBusy()
    {
      return false
    }
    let type = ObjectIdentifier(Swift.type(of: object))
    guard let layout = layouts[type] else { return scan(object, as: type) }
    guard !layout.isEmpty else { return true }
    var mirror = Mirror(reflecting: object)
    for (level, offsets) in layout.enumerated() {
      if level > 0 {
        guard let superclass = mirror.superclassMirror else { break }
        mirror = superclass
      }
      let children = mirror.children
      for offset in offsets {
        let child = children[children.index(children.startIndex, offsetBy: offset)]
        if let executor = child.value as? LatestWinsExecutor, executor.isBusy() { return false }
      }
    }
    return true
  }

  /// Reads every stored property, noting where executors may be.
  private static func scan(_ object: AnyObject, as type: ObjectIdentifier) -> Bool {
    var idle = true
    var layout: [[Int]] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      var offsets: [Int] = []
      for (offset, child) in current.children.enumerated() {
        let type = Swift.type(of: child.value)
        if type == LatestWinsExecutor.self || type == LatestWinsExecutor?.self {
          offsets.append(offset)
        }
        if let executor = child.value as? LatestWinsExecutor, executor.isBusy() { idle = false }
      }
      layout.append(offsets)
      mirror = current.superclassMirror
    }
    // NB: a plumbed coordinator's root class is `PlumbedCoordinatorBase`,
    // whose two executors `allIdle` reads directly.
    if object is any PlumbedExecutors { layout[layout.count - 1] = [] }
    // NB: the levels above the last one holding an executor need no visit.
    while layout.last?.isEmpty == true { layout.removeLast() }
    layouts[type] = layout
    return idle
  }
}

/// The executors every ``/Iris/PlumbedCoordinatorBase`` holds, read without
/// reflection.
@MainActor
protocol PlumbedExecutors: AnyObject {
  var linkSwitcher: LatestWinsExecutor { get }
  var uiSwitcher: LatestWinsExecutor { get }
}

extension PlumbedCoordinatorBase: PlumbedExecutors {}

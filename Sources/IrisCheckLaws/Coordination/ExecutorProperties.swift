import Iris

/// Finds an object's stored ``/Iris/LatestWinsExecutor``s, for the harness's default `isIdle`.
///
/// NB: reflection is costly, so the first object of a class is scanned whole and the positions of
/// its properties typed as the (final) executor or its optional are kept per class; an existential
/// counts as what it held then. ``/Iris/PlumbedCoordinatorBase``'s two executors are read directly.
@MainActor
enum ExecutorProperties {
  /// Per scanned class, for it and each superclass in turn, the child offsets that may hold one.
  private static var layouts: [ObjectIdentifier: [[Int]]] = [:]

  /// Whether every executor in a stored property of `object`, at any class level, is idle.
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
    // NB: `allIdle` reads the root `PlumbedCoordinatorBase`'s two executors directly.
    if object is any PlumbedExecutors { layout[layout.count - 1] = [] }
    // NB: the levels above the last one holding an executor need no visit.
    while layout.last?.isEmpty == true { layout.removeLast() }
    layouts[type] = layout
    return idle
  }
}

/// The executors every ``/Iris/PlumbedCoordinatorBase`` holds, read without reflection.
@MainActor
protocol PlumbedExecutors: AnyObject {
  var linkSwitcher: LatestWinsExecutor { get }
  var uiSwitcher: LatestWinsExecutor { get }
}

extension PlumbedCoordinatorBase: PlumbedExecutors {}

import Testing

@testable import Iris

struct RouteStackTests {
  // MARK: - Init

  @Test func newStackIsEmptyWithNoTop() {
    let stack = RouteStack<Int>()
    #expect(stack.isEmpty)
    #expect(stack.currentRoute == nil)
    #expect(stack.routes.isEmpty)
  }

  @Test func initialRoutesAreKeptRootFirst() {
    let stack = RouteStack([1, 2, 3])
    #expect(stack.routes == [1, 2, 3])
    #expect(stack.currentRoute == 3)
  }

  // MARK: - push / popLast

  @Test func pushAppendsEvenOntoEqualTop() {
    var stack = RouteStack<Int>()
    stack.push(1)
    stack.push(1)
    #expect(stack.routes == [1, 1])
  }

  @Test func popLastRemovesTop() {
    var stack = RouteStack([1, 2])
    stack.popLast()
    #expect(stack.routes == [1])
  }

  @Test func popLastOnEmptyStackIsNoOp() {
    var stack = RouteStack<Int>()
    stack.popLast()
    #expect(stack.isEmpty)
  }

  // MARK: - popToRoot

  @Test func popToRootEmptiesTheStack() {
    var stack = RouteStack([1, 2, 3])
    stack.popToRoot()
    #expect(stack.isEmpty)
  }

  // MARK: - popTo(count:)

  @Test func popToCountKeepsTheFirstRoutes() {
    var stack = RouteStack([1, 2, 3])
    let truncated = stack.popTo(count: 1)
    #expect(truncated)
    #expect(stack.routes == [1])
  }

  @Test func popToCountAtOrAboveDepthReportsNoChange() {
    var stack = RouteStack([1, 2])
    let changed2 = stack.popTo(count: 2)
    #expect(!changed2)
    let changed5 = stack.popTo(count: 5)
    #expect(!changed5)
    #expect(stack.routes == [1, 2])
  }

  @Test func popToZeroOrNegativeEmptiesAndReportsChangeOnlyIfNonEmpty() {
    var stack = RouteStack([1, 2])
    let emptied = stack.popTo(count: -3)
    #expect(emptied)
    #expect(stack.isEmpty)
    let changed0 = stack.popTo(count: 0)
    #expect(!changed0)
  }

  // MARK: - replaceTop / reset

  @Test func replaceTopKeepsDepth() {
    var stack = RouteStack([1, 2])
    stack.replaceTop(with: 9)
    #expect(stack.routes == [1, 9])
  }

  @Test func replaceTopOnEmptyStackPushes() {
    var stack = RouteStack<Int>()
    stack.replaceTop(with: 9)
    #expect(stack.routes == [9])
  }

  @Test func resetReplacesWholeStackUnsanitised() {
    var stack = RouteStack([1])
    stack.reset(to: [4, 4, 5])
    #expect(stack.routes == [4, 4, 5])
  }

  // MARK: - pushIfNeeded / ensureTop

  @Test func pushIfNeededSkipsEqualTop() {
    var stack = RouteStack([1, 2])
    stack.pushIfNeeded(2)
    #expect(stack.routes == [1, 2])
    stack.pushIfNeeded(1)
    #expect(stack.routes == [1, 2, 1])
  }

  @Test func ensureTopReplacesAnEqualTopWithTheNewValue() {
    // Equality that ignores the payload shows the replacement.
    var stack = RouteStack([Loose(key: 1, payload: "old")])
    stack.ensureTop(Loose(key: 1, payload: "new"))
    #expect(stack.routes.count == 1)
    #expect(stack.currentRoute?.payload == "new")
  }

  @Test func ensureTopPushesADifferentRoute() {
    var stack = RouteStack([1])
    stack.ensureTop(2)
    #expect(stack.routes == [1, 2])
  }
}

/// A route whose equality ignores its payload.
private struct Loose: Hashable {
  let key: Int
  let payload: String

  static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.key == rhs.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

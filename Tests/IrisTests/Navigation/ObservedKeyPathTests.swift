import Testing

@testable import Iris

struct ObservedKeyPathTests {
  private final class Box<Value> {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  @Test func pathIsMadeOncePerRootTypeAndEqualsTheLiteral() {
    let cache = ObservedKeyPath()
    var made = 0
    let first = cache.path { () -> KeyPath<Box<Int>, Int> in
      made += 1
      return \Box<Int>.value
    }
    let second = cache.path { () -> KeyPath<Box<Int>, Int> in
      made += 1
      return \Box<Int>.value
    }
    #expect(made == 1)
    #expect(first === second)
    #expect(first == \Box<Int>.value)
  }

  @Test func eachRootTypeGetsItsOwnPath() {
    let cache = ObservedKeyPath()
    let ints = cache.path { \Box<Int>.value }
    let strings = cache.path { \Box<String>.value }
    #expect(Box(3)[keyPath: ints] == 3)
    #expect(Box("a")[keyPath: strings] == "a")
    #expect(cache.path { \Box<Int>.value } === ints)
  }
}

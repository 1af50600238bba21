import IrisCheckCore

/// A published shrinking-challenge problem: a generator, a property that is
/// false, and (in the docs of each member) the minimal counterexample under
/// IrisCheck's integer order `0, 1, -1, 2, -2, …`.
///
/// The problems come from the community "shrinking challenge"
/// (github.com/jlink/shrinking-challenge). IrisCheck's tests assert that the
/// shrinker reaches each exact minimum, and the benchmarks report what it
/// costs. They are also a quick way to watch the shrinker work:
/// ```swift
/// let result = await ShrinkChallenge.reverse.run(seed: 1)
/// result.counterexample?.value  // [0, 1]
/// ```
public struct ShrinkChallenge<Value: Sendable>: Sendable {
  /// The problem's name, as the challenge spells it.
  public var name: String
  /// The generator of inputs.
  public var generator: Gen<Value>
  /// The (false) property.
  public var property: @Sendable (Value) -> Bool

  /// Creates a problem.
  /// - Parameters:
  ///   - name: the problem's name.
  ///   - generator: the generator of inputs.
  ///   - property: the property, which some input falsifies.
  public init(name: String, generator: Gen<Value>, property: @escaping @Sendable (Value) -> Bool) {
    self.name = name
    self.generator = generator
    self.property = property
  }

  /// Checks the property without saving or reporting anything.
  /// - Parameters:
  ///   - seed: the random seed.
  ///   - examples: how many examples to try; defaults to 1,000.
  /// - Returns: the result, whose counterexample is the shrunk minimum.
  public func run(seed: UInt64, examples: Int = 1_000) async -> PropertyResult<Value> {
    let configuration = Configuration(
      examples: examples, seed: seed, saveRegressions: false, healthChecks: false)
    let property = self.property
    return await PropertyCheck(generator, id: name, configuration: configuration).run {
      value in property(value)
    }
  }
}

extension ShrinkChallenge where Value == [Int] {
  /// Reversing a list leaves it unchanged.
  ///
  /// Minimal: `[0, 1]`.
  public static var reverse: Self {
    ShrinkChallenge(name: "reverse", generator: .array(of: .int(in: .min ... .max))) {
      $0.reversed() == $0
    }
  }

  /// A list has fewer than 3 distinct elements.
  ///
  /// Minimal: `[0, 1, -1]`.
  public static var distinct: Self {
    ShrinkChallenge(name: "distinct", generator: .array(of: .int(in: .min ... .max))) {
      Set($0).count < 3
    }
  }

  /// No element is `5` or more, for a list built by `flatMap`.
  ///
  /// A length `n` in `0...10` is drawn first, then `n` elements in
  /// `0...1000`. Minimal: `[5]`.
  public static var lengthList: Self {
    let lengths = Gen<Int>.int(in: 0...10)
    let lists = lengths.flatMap { count in
      Gen<[Int]>.array(of: .int(in: 0...1_000), count: count...count)
    }
    return ShrinkChallenge(name: "lengthlist", generator: lists) { $0.allSatisfy { $0 < 5 } }
  }
}

extension ShrinkChallenge where Value == [[Int]] {
  /// A list of lists holds fewer than 5 distinct integers overall.
  ///
  /// Minimal: `[[0, 1, -1, 2, -2]]`.
  public static var largeUnionList: Self {
    ShrinkChallenge(
      name: "large_union_list", generator: .array(of: .array(of: .int(in: .min ... .max)))
    ) { Set($0.joined()).count < 5 }
  }

  /// The lengths of a list of lists sum to at most 10.
  ///
  /// Inner lists may hold up to 20 elements. Minimal: eleven zeros in one
  /// list.
  public static var nestedLists: Self {
    ShrinkChallenge(
      name: "nestedlists", generator: .array(of: .array(of: .int(in: .min ... .max), count: 0...20))
    ) { $0.map(\.count).reduce(0, +) <= 10 }
  }
}

extension ShrinkChallenge where Value == ([Int16], [Int16], [Int16], [Int16], [Int16]) {
  /// Five lists of `Int16` that each sum below 256 have a total below `5 * 256`.
  ///
  /// Sums wrap, so this is false by overflow. Minimal:
  /// `([], [], [], [-1], [-32768])`: two one-element lists are needed, the
  /// first value is at best `-1`, which forces `-32768`, and empty lists
  /// first is shortlex-smaller.
  public static var bound5: Self {
    let list = Gen<[Int16]>.array(of: .int(in: .min ... .max)).filter { wrappingSum($0) < 256 }
    return ShrinkChallenge(name: "bound5", generator: .zip(list, list, list, list, list)) {
      wrappingSum(
        wrappingSum($0.0), wrappingSum($0.1), wrappingSum($0.2), wrappingSum($0.3),
        wrappingSum($0.4)) < 5 * 256
    }
  }
}

private func wrappingSum(_ values: [Int16]) -> Int16 {
  values.reduce(0, &+)
}

private func wrappingSum(_ values: Int16...) -> Int16 {
  values.reduce(0, &+)
}

extension ShrinkChallenge where Value == (Int, Int) {
  /// Two positive integers have `x < 10` or `x != y`.
  ///
  /// Both are drawn from `1...100`. Minimal: `(10, 10)`.
  public static var differenceMustNotBeZero: Self {
    difference("difference_must_not_be_zero") { $0 != 0 }
  }

  /// Two positive integers have `x < 10` or a difference of `0` or above `4`.
  ///
  /// Both are drawn from `1...100`. Minimal: `(10, 6)`.
  public static var differenceMustNotBeSmall: Self {
    difference("difference_must_not_be_small") { $0 == 0 || $0 > 4 }
  }

  /// Two positive integers have `x < 10` or a difference other than `1`.
  ///
  /// Both are drawn from `1...100`. Minimal: `(10, 9)`.
  public static var differenceMustNotBeOne: Self {
    difference("difference_must_not_be_one") { $0 != 1 }
  }

  private static func difference(
    _ name: String, _ isAllowed: @escaping @Sendable (Int) -> Bool
  ) -> Self {
    let positive = Gen<Int>.int(in: 1...100)
    return ShrinkChallenge(name: name, generator: .zip(positive, positive)) { pair in
      pair.0 < 10 || isAllowed(abs(pair.0 - pair.1))
    }
  }
}

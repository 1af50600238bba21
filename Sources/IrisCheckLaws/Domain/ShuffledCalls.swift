import IrisCheckCore

/// A list of intents and a second order to ask for them in: the input of
/// `FlowPurity`.
///
/// `order` is a permutation of `intents.indices`: the `k`-th call of the
/// shuffled pass asks for `intents[order[k]]`.
package struct ShuffledCalls<Intent: Sendable>: Sendable, CustomStringConvertible {
  /// The intents, in list order.
  package var intents: [Intent]
  /// A permutation of `intents.indices`.
  package var order: [Int]

  /// Creates calls.
  /// - Parameters:
  ///   - intents: the intents, in list order.
  ///   - order: a permutation of `intents.indices`; defaults to list order.
  package init(_ intents: [Intent], order: [Int]? = nil) {
    self.intents = intents
    self.order = order ?? Array(intents.indices)
  }

  /// Whether `order` is list order.
  package var isListOrder: Bool { order == Array(intents.indices) }

  /// `ShuffledCalls([<intents>], order: [<order>])`.
  package var description: String {
    "ShuffledCalls([" + intents.map { SwiftLiteral.describe($0) }.joined(separator: ", ")
      + "], order: \(order))"
  }
}

extension Gen {
  /// Lists of intents with a random second order, for `FlowPurity`.
  ///
  /// Draws the intents as ``array(of:count:)`` does, then the order as a
  /// Lehmer code: one choice per position picks among the indices not yet
  /// used, `0 →` the smallest, so the all-zero order is list order and
  /// orders shrink toward it. Simplest: no intents.
  ///
  /// NB: the default minimum count is 0, not 1, so every intent's span
  /// holds its "more?" flag and the shrinker can sort the spans (a forced
  /// first element has no flag, so it cannot trade places with the others).
  /// - Parameters:
  ///   - intent: the generator of each intent.
  ///   - count: how many intents; defaults to `0...6`.
  /// - Returns: a generator of shuffled calls.
  package static func shuffledCalls<Intent>(
    of intent: Gen<Intent>, count: ClosedRange<Int> = 0...6
  ) -> Gen<ShuffledCalls<Intent>> where Value == ShuffledCalls<Intent> {
    let intents = Gen<[Intent]>.array(of: intent, count: count)
    return Gen { recorder throws(GenerationStop) in
      let drawn = try intents.generate(recorder)
      var unused = Array(drawn.indices)
      var order: [Int] = []
      while !unused.isEmpty {
        let pick = unused.count == 1 ? 0 : Int(try recorder.draw(upTo: UInt64(unused.count - 1)))
        order.append(unused.remove(at: pick))
      }
      return ShuffledCalls(drawn, order: order)
    }
  }
}

extension ShuffledCalls: SwiftLiteralRepresentable {
  /// The calls as Swift that compiles back to them, for example
  /// `ShuffledCalls<Note>([.inbox, .thread(id: "")], order: [1, 0])`.
  package var swiftLiteral: String {
    "ShuffledCalls<\(Intent.self)>(\(SwiftLiteral.describe(intents)), "
      + "order: \(SwiftLiteral.describe(order)))"
  }
}

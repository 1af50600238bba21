extension Gen {
  /// A generator of recursive values (trees, nested expressions) whose
  /// nesting is bounded by `maxDepth`.
  ///
  /// ```swift
  /// indirect enum Tree: Sendable { case leaf, node(Tree, Tree) }
  /// let trees = Gen<Tree>.recursive(maxDepth: 4, base: .just(.leaf)) { child in
  ///   Gen.zip(child, child).map { Tree.node($0, $1) }
  /// }
  /// // simplest .leaf; at most 4 levels of .node
  /// ```
  /// At each level one choice in `0...1` decides: `0 →` a value of `base`
  /// (the simplest value, and the only option once the depth is used up),
  /// `1 →` a value of `extend(child)`, where `child` is the generator one
  /// level down. Each level sits in its own span. `extend` is called
  /// `maxDepth` times, at construction, never while generating.
  /// - Parameters:
  ///   - maxDepth: the most times `extend` may nest; must not be negative.
  ///   - base: the non-recursive case.
  ///   - extend: builds one level from the generator of the level below.
  /// - Returns: a generator of values at most `maxDepth` levels deep.
  public static func recursive(
    maxDepth: Int, base: Gen<Value>, _ extend: (Gen<Value>) -> Gen<Value>
  ) -> Gen<Value> {
    precondition(maxDepth >= 0, "Gen.recursive: maxDepth must not be negative, got \(maxDepth)")
    var level = base
    for _ in 0..<maxDepth {
      let deeper = extend(level)
      level = Gen { recorder throws(GenerationStop) in
        recorder.beginSpan(label: SpanLabel.recursion)
        let value =
          try recorder.draw(upTo: 1) == 0
          ? try base.generate(recorder) : try deeper.generate(recorder)
        recorder.endSpan()
        return value
      }
    }
    return level
  }
}

// Descendant pass: a nested value of the same kind replaces its ancestor.
extension Shrinker {
  /// Replaces a span with a shorter span nested inside it that carries the
  /// same label: Hypothesis's "pass to descendant".
  ///
  /// A recursive value (a tree, or a burst step whose continuation is
  /// itself a step) often fails because of a part deep inside it; deleting
  /// the ancestor's other choices one run at a time leaves choices that
  /// no longer line up, so only replacing the ancestor by the part works.
  /// Applies to spans of ``Gen/recursive(maxDepth:base:_:)`` levels and to
  /// spans a generator labels itself through ``Gen/generate(_:label:)``
  /// with a label outside the built-in ones (below 256), so nested values
  /// of one kind are tried, never a mere nested branch of another kind.
  /// Ancestors are tried earliest first, each with its descendants
  /// outermost first.
  nonisolated(nonsending) func passToDescendants() async {
    var index = 0
    while !isBudgetExhausted {
      let spans = spansByStart.filter { Self.isKind($0.label) }
      guard index < spans.count else { return }
      let ancestor = spans[index]
      let base = values
      guard ancestor.end <= base.count else { return }
      var replaced = false
      let inside = spans[(index + 1)...].prefix { $0.start < ancestor.end }
      for descendant in inside where descendant.label == ancestor.label {
        guard descendant.range != ancestor.range else { continue }
        let candidate = base[..<ancestor.start] + base[descendant.range] + base[ancestor.end...]
        if await consider(Array(candidate)) {
          replaced = true
          break
        }
      }
      if !replaced { index += 1 }
    }
  }

  /// Whether spans with `label` hold values of one kind throughout:
  /// recursion levels and labels a generator chose itself.
  static func isKind(_ label: UInt64) -> Bool {
    label == SpanLabel.recursion || label >= SpanLabel.firstCustom
  }
}

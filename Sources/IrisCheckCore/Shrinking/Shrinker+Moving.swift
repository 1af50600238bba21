// Moving pass: an earlier value of a kind takes the place of a later one.
extension Shrinker {
  /// Deletes a span and puts its choices in the place of a later span with the same label.
  ///
  /// A later value may refer back to an earlier one (a burst's link of "one of the last four
  /// intents"): deleting the earlier value alone changes what the later one means, so the minimum
  /// keeps a value only a reference needed. Moving the earlier value onto the later one drops the
  /// reference and keeps what the later value was. The earlier span goes with its collection
  /// element (its "more" flag) when it is one. Applies to the kinds ``passToDescendants()``
  /// reads; earliest spans first, each onto the next ``laterSpansTried`` of its label in order,
  /// so a round costs at most that many evaluations per span.
  nonisolated(nonsending) func moveOntoLaterSpans() async {
    var index = 0
    while !isBudgetExhausted {
      let all = spansByStart
      let spans = all.filter { Self.isKind($0.label) }
      guard index < spans.count else { return }
      let earlier = spans[index]
      let base = values
      guard earlier.end <= base.count else { return }
      let element = all.first {
        $0.label == SpanLabel.element && $0.start == earlier.start - 1 && $0.end == earlier.end
      }
      let removed = element?.range ?? earlier.range
      var moved = false
      let laterOnes = spans[(index + 1)...].lazy.filter {
        $0.label == earlier.label && $0.start >= earlier.end && $0.end <= base.count
      }
      for later in laterOnes.prefix(Self.laterSpansTried)
      where base[later.range] != base[earlier.range] {
        var candidate = base
        candidate.replaceSubrange(later.range, with: base[earlier.range])
        candidate.removeSubrange(removed)
        if await consider(candidate) {
          moved = true
          break
        }
      }
      if !moved { index += 1 }
    }
  }

  /// How many later spans of its label a span is moved onto, nearest first.
  static var laterSpansTried: Int { 16 }
}

// Moving pass: an earlier value of a kind takes the place of a later one.
extension Shrinker {
  /// Deletes a span and puts its choices in the place of a later span with the same label.
  ///
  /// A later value may refer back to an earlier one (a burst's link of "one of the last four
  /// intents"): deleting the earlier value alone changes what the later one means, so the minimum
  /// keeps a value only a reference needed. Moving the earlier value onto the later one drops the
  /// reference and keeps what the later value was.
  ///
  /// What goes with the earlier span is its holder: the innermost span of another kind around it
  /// (a burst step around a route's intent), or the span itself when there is none. The holder
  /// goes with its collection element (its "more" flag) when it is one; a holder that holds the
  /// later span too is replaced by a span of its kind inside it that does, outermost first.
  /// Applies to the kinds ``passToDescendants()`` reads; earliest spans first, each onto the next
  /// ``spansTried`` of its label in order.
  nonisolated(nonsending) func moveOntoLaterSpans() async {
    var index = 0
    while !isBudgetExhausted {
      let all = spansByStart
      let spans = all.filter { Self.isKind($0.label) }
      guard index < spans.count else { return }
      let earlier = spans[index]
      let base = values
      guard earlier.end <= base.count else { return }
      let holder =
        spans.last {
          $0.label != earlier.label && $0.start <= earlier.start && earlier.end <= $0.end
        } ?? earlier
      let removed =
        all.first {
          $0.label == SpanLabel.element && $0.start == holder.start - 1 && $0.end == holder.end
        }?.range ?? holder.range
      let length = earlier.end - earlier.start
      var moved = false
      let laterOnes = spans[(index + 1)...].lazy.filter {
        $0.label == earlier.label && $0.start >= earlier.end && $0.end <= base.count
      }
      search: for later in laterOnes.prefix(Self.spansTried)
      where base[later.range] != base[earlier.range] {
        var candidate = base
        candidate.replaceSubrange(later.range, with: base[earlier.range])
        guard later.end <= holder.end else {
          candidate.removeSubrange(removed)
          if await consider(candidate) {
            moved = true
            break
          }
          continue
        }
        let inside = spans.filter {
          $0.label == holder.label && $0.range != holder.range && holder.start <= $0.start
            && $0.start <= later.start && later.end <= $0.end
        }
        for kept in inside {
          let replacement = candidate[kept.start..<(kept.end - later.end + later.start + length)]
          if await consider(Array(base[..<holder.start] + replacement + base[holder.end...])) {
            moved = true
            break search
          }
        }
      }
      if !moved { index += 1 }
    }
  }

  /// How many spans of its label a span is moved onto, nearest first.
  static var spansTried: Int { 16 }
}

extension Shrinker {
  /// Deletes a collection element and puts its choices in the place of an earlier span with the
  /// same label.
  ///
  /// An earlier value may sit where only a later one would do (a burst step nested in a
  /// continuation, whose place a later step could take): deleting either alone loses what the
  /// failure needs, and the other passes never turn one kind of value into another in place.
  /// Applies to the kinds ``passToDescendants()`` reads, when the later span is a collection's
  /// element; later spans earliest first, each into the place of the nearest ``spansTried``
  /// earlier spans of its label that end before it.
  nonisolated(nonsending) func moveOntoEarlierSpans() async {
    var index = 0
    while !isBudgetExhausted {
      let all = spansByStart
      let spans = all.filter { Self.isKind($0.label) }
      guard index < spans.count else { return }
      let later = spans[index]
      let base = values
      guard later.end <= base.count else { return }
      var moved = false
      if let element = all.first(where: {
        $0.label == SpanLabel.element && $0.start == later.start - 1 && $0.end == later.end
      }) {
        let earlierOnes = spans[..<index].reversed().lazy.filter {
          $0.label == later.label && $0.end <= element.start && base[$0.range] != base[later.range]
        }
        for earlier in earlierOnes.prefix(Self.spansTried) {
          var candidate = base
          candidate.removeSubrange(element.range)
          candidate.replaceSubrange(earlier.range, with: base[later.range])
          if await consider(candidate) {
            moved = true
            break
          }
        }
      }
      if !moved { index += 1 }
    }
  }
}

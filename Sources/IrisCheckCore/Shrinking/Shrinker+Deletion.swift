// Deletion passes: make the sequence shorter.
extension Shrinker {
  /// The current spans, earliest first and, at the same start, longest first.
  var spansByStart: [ChoiceSpan] {
    current.spans.sorted { ($0.start, $1.end) < ($1.start, $0.end) }
  }

  /// Deletes whole spans, one generated value at a time.
  ///
  /// After a successful deletion the same position is retried, so runs of
  /// deletable elements go one evaluation each.
  nonisolated(nonsending) func deleteSpans() async {
    var index = 0
    while !isBudgetExhausted {
      let spans = spansByStart
      guard index < spans.count else { return }
      var candidate = values
      let range = spans[index].range
      guard range.upperBound <= candidate.count else { return }
      candidate.removeSubrange(range)
      if await !consider(candidate) { index += 1 }
    }
  }

  /// Deletes runs of 1 to 4 adjacent choices anywhere in the sequence.
  ///
  /// Catches what spans miss: a collection's "stop" flag followed by the next
  /// collection's "more" flag (deleting both merges two collections), and
  /// choices of rejected filter attempts, which belong to no span. On
  /// sequences longer than 1,024 choices only pairs are tried, to bound the
  /// cost of a round.
  nonisolated(nonsending) func deleteChoiceRuns() async {
    let lengths = values.count > 1_024 ? [2] : [2, 1, 3, 4]
    for length in lengths {
      var start = 0
      while !isBudgetExhausted, start + length <= values.count {
        var candidate = values
        candidate.removeSubrange(start..<start + length)
        if await !consider(candidate) { start += 1 }
      }
    }
  }
}

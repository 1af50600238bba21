// Ordering pass: same choices, smallest arrangement.
extension Shrinker {
  /// Sorts runs of adjacent sibling spans (same label and depth) by content.
  ///
  /// Puts, for example, the elements of a list whose order the property
  /// ignores in shortlex order. Tries the full sort, then single swaps of
  /// adjacent out-of-order siblings.
  nonisolated(nonsending) func sortSiblingSpans() async {
    var runIndex = 0
    while !isBudgetExhausted {
      let runs = siblingRuns
      guard runIndex < runs.count else { return }
      let run = runs[runIndex]
      runIndex += 1
      await sort(run)
    }
  }

  private nonisolated(nonsending) func sort(_ run: [ChoiceSpan]) async {
    let base = values
    guard let last = run.last, last.end <= base.count else { return }
    let contents = run.map { ChoiceSequence(Array(base[$0.range])) }
    let sorted = contents.sorted()
    guard sorted != contents else { return }
    if await consider(rebuilt(base, run, sorted)) { return }
    for index in 0..<(contents.count - 1) where contents[index + 1] < contents[index] {
      var swapped = contents
      swapped.swapAt(index, index + 1)
      if await consider(rebuilt(base, run, swapped)) { return }
    }
  }

  private func rebuilt(
    _ base: [UInt64], _ run: [ChoiceSpan], _ contents: [ChoiceSequence]
  ) -> [UInt64] {
    guard let first = run.first, let last = run.last else { return base }
    var candidate = Array(base[..<first.start])
    for content in contents { candidate.append(contentsOf: content.values) }
    candidate.append(contentsOf: base[last.end...])
    return candidate
  }

  /// Maximal runs (two or more) of spans with the same label and depth where
  /// each span ends where the next begins.
  var siblingRuns: [[ChoiceSpan]] {
    var runs: [[ChoiceSpan]] = []
    var open: [ChoiceSpan] = []
    let spans = current.spans.sorted {
      ($0.depth, $0.label, $0.start) < ($1.depth, $1.label, $1.start)
    }
    for span in spans {
      if let previous = open.last, previous.depth == span.depth, previous.label == span.label,
        previous.end == span.start, span.start < span.end
      {
        open.append(span)
      } else {
        if open.count > 1 { runs.append(open) }
        open = [span]
      }
    }
    if open.count > 1 { runs.append(open) }
    return runs
  }
}

import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Once the last flow finished, nothing changes the state with no newer
  /// flow or user action (rules MountMayWrite, ScreenMayRoute,
  /// AppWorkMayWrite, AppWorkMayRoute).
  static var nothingChangesTheStateAfter: Self {
    Self(
      "NothingChangesTheStateAfter",
      remedy: "no burst settled after its last flow: draw bursts that end with a wait",
      rules: ["MountMayWrite", "ScreenMayRoute", "AppWorkMayWrite", "AppWorkMayRoute"],
      reached: { record in record.lastFlows.contains { record.settledSpans(of: $0) != nil } },
      violation: { record in
        for last in record.lastFlows {
          guard let (end, settled) = record.settledSpans(of: last)?.first(where: { $0 != $1 })
          else { continue }
          return "the state changed after \(record.lastFlowName(last)) finished, with no newer "
            + "flow or user action: from \(SwiftLiteral.describe(end)) to \(SwiftLiteral.describe(settled))"
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// The flow's end state and the state when the burst settled, or when a
  /// flow the app's own task next routed started (rule AppWorkMayRoute),
  /// when it finished and nothing could write between the two; around each
  /// write of the app's own task, the state before it ends a span and the
  /// state after it begins the next (rule AppWorkMayWrite).
  fileprivate func settledSpans(of last: RoutedFlow) -> [(Snapshot, Snapshot)]? {
    guard let end = last.stateAtFinish,
      // NB: rule ScreenMayRoute: a flow a screen routed once the burst settled has no span.
      let finish = terminal(of: last), finish.finished, finish.entry < settledAt
    else { return nil }
    let next = appFlow(after: finish.entry)
    let until = next.map { startEntry(of: $0) ?? settledAt } ?? settledAt
    guard let settled = next == nil ? settledState : next?.stateAtStart,
      quietBetween(finish.entry, until, except: nil)
    else { return nil }
    var spans: [(Snapshot, Snapshot)] = []
    var from = end
    for write in appWrites where finish.entry <= write.after && write.after < until {
      spans.append((from, write.from))
      from = write.to
    }
    return spans + [(from, settled)]
  }
}

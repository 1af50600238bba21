/// Trace checks shared by the coordinator tests, over `"<flow>:<event>"` entries.
enum FlowTraceChecks {
  private static func split(_ entry: String) -> (flow: Substring, event: Substring) {
    let parts = entry.split(separator: ":", maxSplits: 1)
    return (parts[0], parts.count > 1 ? parts[1] : "")
  }

  /// Entries that break "no step of a flow is applied once a later flow has started".
  ///
  /// A step entry is anything but `start`, `finish` and `cancel`; it must belong
  /// to the most recently started flow.
  static func interleavedSteps(_ events: [String]) -> [String] {
    var latest: Substring?
    var violations: [String] = []
    for entry in events {
      let (flow, event) = split(entry)
      switch event {
      case "start": latest = flow
      case "finish", "cancel": break
      default: if flow != latest { violations.append(entry) }
      }
    }
    return violations
  }

  /// Flows that did not end exactly once, or reported anything after ending.
  static func badEndings(_ events: [String], flows: [String]) -> [String] {
    flows.filter { flow in
      let own = events.filter { split($0).flow == flow }
      let ends = own.indices.filter { ["finish", "cancel"].contains(split(own[$0]).event) }
      return ends.count != 1 || ends.first != own.indices.last
    }
  }
}

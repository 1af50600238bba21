import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Each (baton, site) is claimed at most once.
  static var claimedAtMostOnce: Self {
    Self(
      "ClaimedAtMostOnce",
      remedy: "no screen received a baton: the harness's `mount` must claim the site's handoff",
      reached: { record in record.entries.contains { $0.claimedFlow != nil } },
      violation: { record in
        var claims: Set<String> = []
        for case .claimed(let site, let flow?, _) in record.entries
        where !claims.insert("\(flow.id) \(site)").inserted {
          return
            "screen \(SwiftLiteral.describe(site)) received flow#\(record.routed(flow)?.number ?? 0)'s "
            + "baton twice"
        }
        return nil
      })
  }
}

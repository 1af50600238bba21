import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// HandoffAtMostOnce's clause: each (baton, site) is claimed at most once.
  static var handoffAtMostOnce: [Self] {
    [
      Self(
        "ClaimedAtMostOnce",
        remedy: "no screen received a baton: the harness's `mount` must claim the site's handoff",
        reached: { record in record.entries.contains { $0.claimedFlow != nil } },
        violation: { record in
          var claims: Set<String> = []
          for case .claimed(let site, let flow?, _) in record.entries
          where !claims.insert("\(flow.id) \(site)").inserted {
            let number = record.routed(flow)?.number ?? 0
            return "screen \(SwiftLiteral.describe(site)) received flow#\(number)'s baton twice"
          }
          return nil
        })
    ]
  }

  /// NoStalePayload's clauses: a screen receives a baton only from the flow
  /// that put it there, or, while it waits, from a current flow.
  static var noStalePayload: [Self] {
    [
      Self(
        "ScreenGetsTheBatonOfItsPush",
        remedy: "no screen received a buffered baton: mount screens after links settle",
        rules: ["ClaimAfterSupersession", "PushInsideAnEffect"],
        reached: { record in
          record.claims.contains { $0.delivered == nil }
        },
        violation: { record in
          for claim in record.claims where claim.delivered == nil {
            // NB: rule ClaimAfterSupersession: the screen a superseded flow
            // pushed still gets that flow's baton; rule PushInsideAnEffect:
            // an effect's own push counts as its flow's.
            if record.putter(of: claim.site, before: claim.mountedAt) == claim.flow.flow
              || record.pushed(
                claim.site, by: claim.flow.flow, between: claim.mountedAt, claim.entry)
            {
              continue
            }
            if let putter = record.putter(of: claim.site, before: claim.mountedAt)
              .flatMap(record.routed)
            {
              return "\(claim.screen) received flow#\(claim.flow.number)'s baton, but "
                + "flow#\(putter.number)'s push put that screen there"
            }
            return "\(claim.screen) received flow#\(claim.flow.number)'s baton, but no step of "
              + "flow#\(claim.flow.number) showed that screen"
          }
          return nil
        }),
      Self(
        "WaitingScreenGetsACurrentBaton",
        reach: .ifTheAppDoes("a screen that mounted first, then received a baton"),
        remedy: "mount screens before their flow's push lands",
        reached: { record in record.claims.contains { $0.delivered != nil } },
        violation: { record in
          for claim in record.claims {
            guard let delivered = claim.delivered, let stale = record.staleFrom(claim.flow),
              stale < delivered
            else { continue }
            return "\(claim.screen), waiting for a baton, received flow#\(claim.flow.number)'s, "
              + "delivered after flow#\(claim.flow.number) was superseded"
          }
          return nil
        }),
    ]
  }
}

extension BurstRecord {
  /// A screen's claim that returned a routed flow's baton.
  struct Claim {
    /// The claim's entry.
    var entry: Int
    var site: Site
    var flow: RoutedFlow
    var mountedAt: Int
    /// Where the flow woke the waiting screen, when it did.
    var delivered: Int?
    /// How a sentence names the screen: its site, and its place when known.
    var screen: String
  }

  /// Every claim that returned a routed flow's baton, in order.
  var claims: [Claim] {
    entries.indices.compactMap { index in
      guard case .claimed(let site, let id?, let mountedAt) = entries[index],
        let flow = routed(id)
      else { return nil }
      var screen = "screen \(SwiftLiteral.describe(site))"
      if case .stack = site, let place = places[mountedAt] { screen += " in \(place)" }
      return Claim(
        entry: index, site: site, flow: flow, mountedAt: mountedAt,
        delivered: delivery(to: site, by: id, between: mountedAt, index), screen: screen)
    }
  }
}

extension BurstRecord.Entry {
  /// The flow whose baton a claim returned, if any.
  var claimedFlow: NavFlow? {
    if case .claimed(_, let flow?, _) = self { flow } else { nil }
  }
}

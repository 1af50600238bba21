import Iris

extension CoordinatorClause {
  /// A screen that waits receives no baton delivered after its flow was superseded.
  static var waitingScreenGetsACurrentBaton: Self {
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
      })
  }
}

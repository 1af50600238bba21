import Iris

extension CoordinatorClause {
  /// A screen receives a buffered baton only from the flow whose push put it
  /// there (rules ClaimAfterSupersession, PushInsideAnEffect, RouteShownTwice,
  /// ScreenForwardsItsBaton).
  static var screenGetsTheBatonOfItsPush: Self {
    Self(
      "ScreenGetsTheBatonOfItsPush",
      remedy: "no screen received a buffered baton: mount screens after links settle",
      rules: [
        "ClaimAfterSupersession", "PushInsideAnEffect", "RouteShownTwice", "ScreenForwardsItsBaton",
      ],
      reached: { record in record.claims.contains { $0.delivered == nil } },
      violation: { record in
        for claim in record.claims where claim.delivered == nil {
          let putter = record.putter(of: claim.site, before: claim.mountedAt)
          if putter == claim.flow.flow
            || record.mayStillShow(claim.site, by: claim.flow.flow, before: claim.mountedAt)
            || record.pushed(claim.site, by: claim.flow.flow, between: claim.mountedAt, claim.entry)
            || record.screenForwards.contains { forward in
              forward.site == claim.site && forward.flow == claim.flow.flow
                && forward.after < claim.entry
            }
          {
            continue
          }
          if let putter = putter.flatMap(record.routed) {
            return "\(claim.screen) received flow#\(claim.flow.number)'s baton, but "
              + "flow#\(putter.number)'s push put that screen there"
          }
          return "\(claim.screen) received flow#\(claim.flow.number)'s baton, but no step of "
            + "flow#\(claim.flow.number) showed that screen"
        }
        return nil
      })
  }
}

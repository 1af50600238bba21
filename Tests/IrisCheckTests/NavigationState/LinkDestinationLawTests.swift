import IrisCheck
import Testing

/// LinkDestination on the guide's `@MainActor @Observable` store: each
/// planted bug is caught in its own direction and shrinks to one link from
/// launch; the correct store passes, every road counted apart.
struct LinkDestinationLawTests {
  private func result(_ suite: LawSuite) async throws -> LawResult {
    try #require(await suite.results().first)
  }

  private static let noSheet = "and the sheet nil"

  // MARK: - Planted bugs

  @Test func aPlaceWithoutItsListBeneathBreaksTheStackBeneath() async throws {
    let result = try await result(Guide.destinationLaw { GuideStore(bug: .placeWithoutList) })
    #expect(result.counterexample == #"(ops: [], link: "place/1")"#)
    #expect(
      result.violation?.description
        == #"LinkDestination violated (stack beneath): after [], the link "place/1" landed on "#
        + ".places with the path [.place(1)] \(Self.noSheet); expected .places with the path "
        + "[.list, .place(1)] \(Self.noSheet)")
  }

  @Test func aLinkDroppedAtResolutionFailsSoftly() async throws {
    let result = try await result(Guide.destinationLaw { GuideStore(bug: .savedLinkDropped) })
    #expect(result.counterexample == #"(ops: [], link: "saved")"#)
    #expect(
      result.violation?.description
        == #"LinkDestination violated (fails softly): after [], the link "saved" parsed as "#
        + ".open(.saved) but changed nothing (it failed softly at resolution); expected .saved "
        + "with the path [] \(Self.noSheet)")
  }

  @Test func aLinkTheParserDropsIsAParserRejection() async throws {
    let result = try await result(Guide.destinationLaw(rejectingShare: true))
    #expect(result.counterexample == #"(ops: [], link: "share")"#)
    #expect(
      result.violation?.description
        == #"LinkDestination violated (parser rejects): after [], the link "share" was rejected "#
        + "by the parser; expected .places with the path [] and the sheet .share")
  }

  @Test func aStaleLinkThatPushesTheListMovesNavigation() async throws {
    let result = try await result(Guide.destinationLaw { GuideStore(bug: .staleLinkPushesList) })
    #expect(result.counterexample == #"(ops: [], link: "place/9")"#)
    #expect(
      result.violation?.description
        == #"LinkDestination violated (stale link moved): after [], the link "place/9" moved "#
        + "navigation to NavigationSnapshot(selectedTab: .places, paths: [.places: [.list], "
        + ".saved: []], sheet: nil); its content is gone, so expected no change")
  }

  // MARK: - Correct store

  @Test func theGuideLandsEveryLinkAndCountsEachRoad() async throws {
    let result = try await result(Guide.destinationLaw())
    #expect(!result.isFailure, "\(result)")
    let counts = result.statistics.labelCounts
    #expect(Set(counts.keys) == ["landed", "failed softly", "rejected by the parser"])
    #expect(counts.values.allSatisfy { $0 > 0 })
  }

  @Test func theArticlesLawPassesOnTheGuide() async throws {
    let result = try await result(Guide.articlesLaw)
    #expect(!result.isFailure, "\(result)")
  }

  @MainActor @Test func theLawJudgesFromTheMainActorToo() async {
    let law = LinkDestinationLaw(
      make: { GuideStore(bug: .placeWithoutList) }, open: { GuideLink(url: $0).map(GuideOp.open) },
      destination: Guide.destination)
    #expect(await law.check((ops: [.select(.saved)], link: "saved")) == nil)
    #expect(await law.check((ops: [], link: "place/2"))?.direction == "stack beneath")
  }
}

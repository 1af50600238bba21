import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

/// Every clause of every coordinator law has a planted coordinator that
/// breaks it, and the law reports that clause with the exact minimal burst.
@Suite(.serialized) struct CoordinatorClauseTests {
  static let settings = CoordinatorLawsTests.settings

  @Test(arguments: clauseFixtures) func eachClauseCatchesItsPlantedBug(
    _ fixture: ClauseFixture
  ) async throws {
    let result = try #require(await fixture.check(fixture.law, fixture.clause, Self.settings))
    #expect(result.isFailure)
    #expect(result.violation?.message.hasPrefix("\(fixture.clause): ") == true, "\(result)")
    #expect(result.counterexample == fixture.minimal)
  }

  @Test func everyClauseHasAPlantedFixture() {
    let clauses = CoordinatorLaws(.burst(), intents: BurstFlow.intents).all.flatMap {
      law in law.clauses.map(\.name)
    }
    let covered = Set(clauseFixtures.map(\.clause))
    #expect(clauses.filter { !covered.contains($0) } == [])
    #expect(Set(clauses).count == clauses.count, "clause names are unique")
  }
}

import IrisCheck
import Testing

private enum Tab: CaseIterable, Sendable {
  case inbox, archive, drafts, settings
}

struct CasesTests {
  // MARK: - cases(of:)

  @Test func choiceKIsTheKthCase() throws {
    let gen = Gen.cases(of: Tab.self)
    #expect(try (UInt64(0)...3).map { try replay(gen, [$0]).value } == Tab.allCases)
  }

  @Test func simplestIsTheFirstCaseAndExtremeTheLast() throws {
    #expect(try simplest(Gen.cases(of: Tab.self)) == .inbox)
    #expect(try extreme(Gen<Tab>.cases()) == .settings)
  }

  @Test func everyCaseAppearsAmongSeededExamples() throws {
    #expect(Set(Gen.cases(of: Tab.self).sample(count: 100)) == Set(Tab.allCases))
  }
}

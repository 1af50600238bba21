import IrisCheck
import Testing

/// RestoredNavigation on the guide's `@MainActor @Observable` store: a
/// restore that merges instead of replacing is caught and shrunk; the
/// correct store passes.
struct RestoredNavigationLawTests {
  private func result(_ bug: GuideBug?) async throws -> LawResult {
    let suite = NavigationLaws(
      { GuideStore(bug: bug) }, ops: Guide.ops, staleLinks: .just(.open(.place(9))),
      isRestoration: { if case .restore = $0 { true } else { false } }
    ).suite
    return try #require(
      await LawSuite(suite.entries.filter { $0.name == "RestoredNavigation" }).results().first)
  }

  private static func snapshot(_ places: String, sheet: String) -> String {
    "NavigationSnapshot(selectedTab: .places, paths: [.places: \(places), .saved: []], "
      + "sheet: \(sheet))"
  }

  @Test func aRestoreThatKeepsTheSheetItFindsIsCaught() async throws {
    let result = try await result(.restoreKeepsSheet)
    #expect(result.counterexample == "(saved: [.pop], then: [.present(.share)])")
    #expect(
      result.violation?.description
        == "RestoredNavigation violated (navigation restored): saved after [.pop], then "
        + "[.present(.share)]: restoring gives \(Self.snapshot("[]", sheet: ".share")); "
        + "expected the saved \(Self.snapshot("[]", sheet: "nil"))")
  }

  @Test func aRestoreThatAppendsThePathsIsCaught() async throws {
    let result = try await result(.restoreAppendsPaths)
    #expect(result.counterexample == "(saved: [.push(.list)], then: [])")
    #expect(
      result.violation?.description
        == "RestoredNavigation violated (navigation restored): saved after [.push(.list)], then "
        + "[]: restoring gives \(Self.snapshot("[.list, .list]", sheet: "nil")); expected the "
        + "saved \(Self.snapshot("[.list]", sheet: "nil"))")
  }

  @Test func theGuidesRestoreReplacesNavigation() async throws {
    let result = try await result(nil)
    #expect(!result.isFailure, "\(result)")
  }
}

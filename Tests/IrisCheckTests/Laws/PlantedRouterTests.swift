import IrisCheck
import Testing

/// The parse-only laws on a router written without Iris: correct, it
/// passes them all; with each of issue 32's five defects, the law that
/// hunts it fails with its exact minimum.
struct PlantedRouterTests {
  private static func suite(_ flaws: PlantedRouterFlaws) -> LawSuite {
    CodecLaws(PlantedRouter.codec(flaws), origins: PlantedRouter.origins, reads: ["slug", "token"])
      .suite
  }

  private static func configuration(seed: UInt64) -> Configuration {
    Configuration(
      examples: LawSuite.defaultConfiguration.examples, seed: seed, saveRegressions: false)
  }

  /// Each defect, the law that catches it, and that law's minimum.
  static let minima: [(PlantedRouterFlaws, String, String, String)] = [
    (
      .orderDependent, "StableAcrossLaunches", #""https://clicks.app.example/activity""#,
      #"parse("https://clicks.app.example/activity") = .activity with the templates in their "#
        + #"order, but .emailClick with "https://clicks.app.example/:link" tried first"#
    ),
    (
      .spoofableHost, "OwnOriginsOnly", #""https://app.example./activity""#,
      #"parse("https://app.example./activity") = .activity, but its origin "#
        + #""https://app.example." is not one the codec owns: "https://app.example", "#
        + #""https://clicks.app.example""#
    ),
    (
      .decodesBeforeSplitting, "EscapedDelimiterIsData", #""https://app.example/projects%2Fa/a""#,
      #"parse("https://app.example/projects%2Fa/a") = .project(slug: "a"), the same as "#
        + #"parse("https://app.example/projects/a/a"): the %2F acted as a /"#
    ),
    (
      .acceptsDotSegments, "ParseNormalisationStable", #""https://clicks.app.example/.""#,
      #"parse("https://clicks.app.example/.") = .emailClick, but its normal form (RFC 3986) "#
        + #""https://clicks.app.example/" parses to .unknown"#
    ),
    (
      .dropsToken, "NothingDropped", #""https://app.example/thanks?token=activity""#,
      #"parse("https://app.example/thanks?token=activity") = .thanks(token: ""), and "#
        + #"parse("https://app.example/thanks?token=activity1") = .thanks(token: "") too: "#
        + #"the value of :token in "https://app.example/thanks?token=:token" is dropped"#
    ),
  ]

  // MARK: - correct

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theCorrectRouterPassesEveryLaw(seed: UInt64) async {
    let results = await Self.suite([]).results(configuration: Self.configuration(seed: seed))
    #expect(
      results.map(\.law) == [
        "Totality", "CaseInsensitiveSchemeAndHost", "EscapedDelimiterIsData",
        "ParseNormalisationStable", "StableAcrossLaunches", "NothingDropped", "OwnOriginsOnly",
      ])
    for result in results {
      #expect(!result.isFailure, "\(result)")
    }
  }

  // MARK: - one defect at a time

  @Test(arguments: 0..<5)
  func eachDefectFailsOnlyItsLawWithItsMinimum(index: Int) async {
    let (flaw, law, counterexample, message) = Self.minima[index]
    let results = await Self.suite(flaw).results(configuration: Self.configuration(seed: 1))
    #expect(results.filter(\.isFailure).map(\.law) == [law])
    let result = results.first { $0.law == law }
    #expect(result?.counterexample == counterexample)
    #expect(result?.violation?.message == message)
  }

  // MARK: - all five

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theFiveDefectsAreCaughtTogetherWithDefaults(seed: UInt64) async {
    let results = await Self.suite(.all).results(configuration: Self.configuration(seed: seed))
    let failed = Dictionary(
      uniqueKeysWithValues: results.filter(\.isFailure).map { ($0.law, $0) })
    #expect(failed.keys.sorted() == Self.minima.map(\.1).sorted())
    for (_, law, counterexample, message) in Self.minima {
      #expect(failed[law]?.counterexample == counterexample, "\(law)")
      #expect(failed[law]?.violation?.message == message, "\(law)")
    }
  }
}

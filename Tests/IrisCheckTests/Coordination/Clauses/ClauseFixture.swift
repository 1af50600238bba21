import IrisCheck
import IrisCheckFixtures
import Shelf
import ShelfChecks
import Testing

/// A planted coordinator that breaks one clause of a coordinator law, and
/// the exact minimal burst the law must shrink it to.
struct ClauseFixture: Sendable, CustomTestStringConvertible {
  /// The clause it breaks.
  let clause: String
  /// The clause's law.
  let law: String
  /// The planted flaw, in words.
  let name: String
  /// The minimal burst the law reports.
  let minimal: String
  /// Checks the clause, by law and clause name, alone, on the planted coordinator.
  let check: @Sendable (_ law: String, _ clause: String, Configuration) async -> LawResult?

  var testDescription: String { "\(clause): \(name)" }

  /// A flaw planted in ``BurstCoordinator``, checked with the settings' seed or `seed`.
  static func burst(
    _ bugs: BurstCoordinator.Bugs, breaks clause: String, of law: String, minimal: String,
    seed: UInt64? = nil, _ name: String
  ) -> Self {
    Self(clause: clause, law: law, name: name, minimal: minimal) { law, clause, configuration in
      var configuration = configuration
      configuration.seed = seed ?? configuration.seed
      return await CoordinatorLaws(.burst(bugs), intents: BurstFlow.intents)
        .check(law, clause: clause, configuration)
    }
  }

  /// A flaw planted in the Shelf sample, taps on the linkSwitcher.
  static func shelf(
    _ bugs: ShelfCoordinator.Bugs, breaks clause: String, of law: String, minimal: String,
    _ name: String
  ) -> Self {
    Self(clause: clause, law: law, name: name, minimal: minimal) { law, clause, configuration in
      await CoordinatorLaws(ShelfLaws.harness(bugs: bugs), intents: ShelfGenerators.intent)
        .check(law, clause: clause, configuration)
    }
  }
}

extension ClauseFixture {
  /// A flaw planted in the tab app of ``CoordinatorPlacesTests``, whose
  /// harness has no `place`.
  static func tabs(
    breaks clause: String, of law: String, minimal: String, _ name: String
  ) -> Self {
    Self(clause: clause, law: law, name: name, minimal: minimal) { law, clause, configuration in
      await CoordinatorLaws(
        tabsHarness(RouteOnly.self, places: false),
        intents: .element(of: [.show(.right), .show(.left), .open(.left, id: "a")])
      ).check(law, clause: clause, configuration)
    }
  }
}

extension CoordinatorLaws {
  /// The law named `name` checked alone, or only its clause named `clause`.
  func check(
    _ name: String, clause: String? = nil, _ configuration: Configuration
  ) async -> LawResult? {
    guard var law = law(named: name) else { return nil }
    if let clause {
      guard let only = law.only(clause) else { return nil }
      law = only
    }
    return await LawSuite([.law(law, over: scenarios)]).results(configuration: configuration).first
  }
}

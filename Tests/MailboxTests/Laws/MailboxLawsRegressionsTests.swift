import Foundation
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// The saved regressions of `MailboxLawsTests`: every line is replayed.
struct MailboxLawsRegressionsTests {
  private let scope = "MailboxLawsTests.theSampleAppObeysEveryLaw()"

  private var file: String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return RegressionFile.path(
      forTestFile: folder.appendingPathComponent("MailboxLawsTests.swift").path)
  }

  @Test func everySavedCaseIsUnderACurrentIDOfTheSampleAppsSuite() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("MailboxLawsTests.swift"), encoding: .utf8)
    let ids = MailboxLaws.all.entries.flatMap(\.names).map {
      RegressionFile.propertyID("\(scope)/\($0)")
    }
    let saved = RegressionFile(path: file).allEntries()
    #expect(saved.problems.isEmpty)
    #expect(!saved.entries.isEmpty)
    #expect(saved.entries.allSatisfy { ids.contains($0.propertyID) })
    #expect(RegressionOrphans.find(in: file, ids: ids, scope: scope, testSource: source).isEmpty)
  }

  @Test func theDotSegmentCaseDrawsItsSavedValueThroughNormalisationStable() throws {
    let entry = try #require(
      RegressionFile(path: file).entries(for: "\(scope)/NormalisationStable").entries.first)
    let law = try #require(MailboxLaws.all.entries.first { $0.name == "NormalisationStable" })
    let probe = try #require(law.probe)
    let claim = FuzzFindings.Claim(name: law.name, id: entry.propertyID, generator: probe.inputs)
    #expect(claim.draws(entry.token) == ".thread(id: \".\")")
    #expect(entry.comment == ".thread(id: \".\")")
  }
}

import Foundation
import IrisFuzzCampaign
import Testing

struct CampaignReportTests {
  private let root = URL(fileURLWithPath: "/pkg")

  private func run(
    _ name: String, _ verdict: TargetRun.Verdict, findings: [TargetRun.Finding] = []
  )
    -> TargetRun
  {
    TargetRun(
      name: name,
      log: LibFuzzerLog(
        parsing: "#9\tDONE   cov: 12 ft: 34 corp: 1/1b exec/s: 2210 rss: 30Mb\n"
          + "stat::number_of_executed_units: 9\nstat::average_exec_per_sec: 2210\n"),
      logFile: root.appendingPathComponent(".build/fuzz/artifacts/\(name)/campaign.log"),
      corpusBefore: 41, corpusAfter: 57, verdict: verdict, findings: findings)
  }

  @Test func aCleanCampaignIsATableAndExitsZero() {
    let report = CampaignReport(runs: [run("Codec", .clean)], root: root)
    #expect(report.status == 0)
    #expect(
      report.text == """
        target  result  exec/s  cov  ft  corpus  crashes  timeouts  ooms  slowest
        Codec       ok    2210   12  34   41→57        0         0     0    < 1 s

        """)
  }

  @Test func eachFindingAndEachFailedTargetIsNamedAndFailsTheCampaign() {
    let finding = TargetRun.Finding(
      kind: .crash, artifact: root.appendingPathComponent(".build/fuzz/artifacts/Codec/crash-1"),
      message: "RoundTrip violated (print → parse): print(.tag(\"%25\")) = …",
      savedTo: root.appendingPathComponent("Corpus/regressions/Codec/Codec.regressions"))
    let report = CampaignReport(
      runs: [
        run("Codec", .found, findings: [finding]),
        run("Paths", .failed("exited 1 without an artifact: ParseDictionaryFile: error in line 2")),
        run("Slugs", .clean),
      ], root: root)
    #expect(report.status == 1)
    #expect(
      report.text == """
        target  result  exec/s  cov  ft  corpus  crashes  timeouts  ooms  slowest
        Codec    FOUND    2210   12  34   41→57        1         0     0    < 1 s
        Paths   FAILED    2210   12  34   41→57        0         0     0    < 1 s
        Slugs       ok    2210   12  34   41→57        0         0     0    < 1 s

        FOUND: Codec: RoundTrip violated (print → parse): print(.tag("%25")) = … (crash-1, saved to Corpus/regressions/Codec/Codec.regressions)
        FAILED: Paths: exited 1 without an artifact: ParseDictionaryFile: error in line 2 (log: .build/fuzz/artifacts/Paths/campaign.log)

        """)
  }

  @Test func anUnsavedFindingNamesItsArtifact() {
    let finding = TargetRun.Finding(
      kind: .timeout, artifact: URL(fileURLWithPath: "/elsewhere/timeout-9"),
      message: "ERROR: libFuzzer: timeout after 5 seconds")
    let report = CampaignReport(runs: [run("Raw", .found, findings: [finding])], root: root)
    #expect(
      report.text.hasSuffix(
        "FOUND: Raw: ERROR: libFuzzer: timeout after 5 seconds (/elsewhere/timeout-9)\n"))
  }
}

extension CampaignReportTests {
  @Test func eachInputIsItsOwnLineEvenWithOneMessageSavedInOnePlace() {
    let saved = root.appendingPathComponent("Corpus/regressions/Codec/Codec.regressions")
    let findings = ["crash-1", "crash-2"].map { name in
      TargetRun.Finding(
        kind: .crash, artifact: root.appendingPathComponent(name), message: "RoundTrip violated",
        savedTo: saved)
    }
    let report = CampaignReport(runs: [run("Codec", .found, findings: findings)], root: root)
    #expect(
      report.text.hasSuffix(
        "\nFOUND: Codec: RoundTrip violated (crash-1, saved to "
          + "Corpus/regressions/Codec/Codec.regressions)\n"
          + "FOUND: Codec: RoundTrip violated (crash-2, saved to "
          + "Corpus/regressions/Codec/Codec.regressions)\n"))
  }

  @Test func eachReportIsPrintedOnceWithPathsRelativeToTheRoot() {
    let report = "Fuzz target Codec: law RoundTrip trapped\n  at \(root.path)/Sources/A.swift"
    let findings = ["crash-1", "crash-2"].map { name in
      TargetRun.Finding(
        kind: .crash, artifact: root.appendingPathComponent(name), message: "m", report: report)
    }
    let campaign = CampaignReport(runs: [run("Codec", .found, findings: findings)], root: root)
    #expect(
      campaign.findingReports
        == "\nFuzz target Codec: law RoundTrip trapped\n  at Sources/A.swift\n")
    #expect(CampaignReport(runs: [run("Codec", .clean)], root: root).findingReports.isEmpty)
  }
}

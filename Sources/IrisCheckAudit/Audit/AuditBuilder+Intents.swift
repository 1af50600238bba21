import Foundation
import IrisCheckCore
import IrisCheckLaws

extension AuditBuilder {
  // MARK: - Intent rows

  mutating func intentRows() -> [AuditReport.IntentRow] {
    evidence.caseOrder.map { caseName in
      let samples = evidence.samplesByCase[caseName] ?? []
      let (prints, parses) = linkMarks(caseName, samples)
      var row = AuditReport.IntentRow(
        intent: evidence.signature(of: caseName), examples: samples.count, prints: prints,
        parses: parses, roundTrip: symmetryMark(caseName, samples),
        flow: flowMark(caseName, samples), effects: effectsMark(samples),
        urlQuality: urlQualityMark(samples), status: .pass)
      row.status = AuditMark.worst([
        row.prints, row.parses, row.roundTrip, row.flow, row.effects, row.urlQuality,
      ])
      return row
    }
  }

  // MARK: - Check 2: intents print and parse

  private mutating func linkMarks(
    _ caseName: String, _ samples: [Evidence.Sample]
  ) -> (prints: AuditMark, parses: AuditMark) {
    guard let first = samples.first, !first.isUnknown, !linkless.contains(caseName) else {
      return (.notApplicable, .notApplicable)
    }
    let prints = samples.contains { $0.printed != nil }
    let parses = evidence.parsedByCase[caseName] != nil
    if !prints {
      fail(
        .intentHasLink, first.signature,
        "never prints: url(for:) returned nil for all \(samples.count) of its intents, e.g. "
          + SwiftLiteral.describe(first.intent))
    }
    if !parses {
      fail(
        .intentHasLink, first.signature,
        "never parses: none of the \(evidence.linkCount) links tried parses to it")
    }
    return (prints ? .pass : .fail, parses ? .pass : .fail)
  }

  // MARK: - Check 6: parse set equals build set

  private mutating func symmetryMark(
    _ caseName: String, _ samples: [Evidence.Sample]
  ) -> AuditMark {
    guard let first = samples.first, !first.isUnknown else { return .notApplicable }
    let printed = samples.filter { $0.printed != nil }
    if printed.isEmpty {
      guard let parsed = evidence.parsedByCase[caseName] else { return .notApplicable }
      fail(
        .parseBuildSymmetry, first.signature,
        "parses but never prints: \(SwiftLiteral.quoted(parsed.link)) parses as "
          + "\(SwiftLiteral.describe(parsed.intent)), but url(for:) returned nil for all "
          + "\(samples.count) of its intents")
      return .fail
    }
    let broken = printed.filter { $0.reparsed != $0.intent }
    guard let sample = broken.first, let url = sample.printed, let reparsed = sample.reparsed
    else { return .pass }
    let parsedAs =
      codec.isUnknown(reparsed) ? "unknown" : "." + CaseName.signature(of: reparsed)
    fail(
      .parseBuildSymmetry, first.signature,
      "prints but does not parse back: url(for: \(SwiftLiteral.describe(sample.intent))) = "
        + "\(SwiftLiteral.quoted(url.absoluteString)), which parses as "
        + "\(SwiftLiteral.describe(reparsed)) (case \(parsedAs))"
        + (broken.count > 1 ? " (and \(broken.count - 1) more of its intents)" : ""))
    return .fail
  }
}

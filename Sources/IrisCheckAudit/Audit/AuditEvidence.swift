import Foundation
import Iris
import IrisCheckCore
import IrisCheckLaws

/// What running the consumer's code showed, computed once and shared by the
/// report, the catalog and the graph: each intent printed, re-parsed and
/// routed, and every link parsed.
struct AuditEvidence<
  Intent: Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable
> {
  typealias FlowStep = Step<Route, SheetRoute, SideEffect>

  /// One intent, run through the codec and the flow.
  struct Sample {
    let intent: Intent
    let caseName: String
    let signature: String
    let isUnknown: Bool
    let printed: URL?
    let reparsed: Intent?
    let steps: [FlowStep]
    /// Whether the intent came from the examples (not the generator).
    let isExample: Bool
  }

  /// A link that parsed to a known intent.
  struct ParsedLink {
    let link: String
    let intent: Intent
  }

  let samples: [Sample]
  /// Intent case names in order of first appearance.
  let caseOrder: [String]
  let samplesByCase: [String: [Sample]]
  /// For each case that some link parses to, the first such link.
  let parsedByCase: [String: ParsedLink]
  /// How many links were parsed.
  let linkCount: Int

  init(
    examples: [Intent], generated: [Intent], codec: LinkCodec<Intent>,
    operations: (Intent) -> [FlowStep], links: [String]
  ) {
    let tagged = examples.map { ($0, true) } + generated.map { ($0, false) }
    samples = tagged.map { intent, isExample in
      let printed = codec.print(intent)
      return Sample(
        intent: intent, caseName: CaseName.of(intent),
        signature: "." + CaseName.signature(of: intent),
        isUnknown: codec.isUnknown(intent), printed: printed, reparsed: printed.map(codec.parse),
        steps: operations(intent), isExample: isExample)
    }
    var order: [String] = []
    var byCase: [String: [Sample]] = [:]
    for sample in samples {
      if byCase[sample.caseName] == nil { order.append(sample.caseName) }
      byCase[sample.caseName, default: []].append(sample)
    }
    caseOrder = order
    samplesByCase = byCase
    let allLinks = samples.compactMap { $0.printed?.absoluteString } + links
    var parsed: [String: ParsedLink] = [:]
    for link in allLinks {
      guard let intent = codec.parse(string: link), !codec.isUnknown(intent) else { continue }
      let name = CaseName.of(intent)
      if parsed[name] == nil { parsed[name] = ParsedLink(link: link, intent: intent) }
    }
    parsedByCase = parsed
    linkCount = allLinks.count
  }

  /// The signature of a case, as its first sample spells it.
  func signature(of caseName: String) -> String {
    samplesByCase[caseName]?.first?.signature ?? "." + caseName
  }
}

extension Step {
  /// The pushed route of a `.nav(.push)` step.
  var pushedRoute: Route? {
    if case .nav(.push(let route)) = self { return route }
    return nil
  }

  /// The presented sheet of a `.nav(.present)` step.
  var presentedSheet: SheetRoute? {
    if case .nav(.present(let sheet)) = self { return sheet }
    return nil
  }

  /// The effect of an `.effect` step.
  var sideEffect: SideEffect? {
    if case .effect(let effect) = self { return effect }
    return nil
  }

  /// The step's case as a short label: `.push(.thread)`, `.popToRoot`,
  /// `.effect(.markRead)`.
  var caseLabel: String {
    switch self {
    case .nav(.push(let route)): ".push(.\(CaseName.of(route)))"
    case .nav(.present(let sheet)): ".present(.\(CaseName.of(sheet)))"
    case .nav(.popToRoot): ".popToRoot"
    case .nav(.dismissSheet): ".dismissSheet"
    case .effect(let effect): ".effect(.\(CaseName.of(effect)))"
    }
  }
}

import Foundation
import IrisCheckCore
import IrisCheckLaws

/// Computes a report's rows and findings from the evidence.
///
/// This is where the checks live. Coverage checks (1, 3, 4) live here; see the extensions for
/// the codec checks (2, 6), URL quality (8) and the per-check summary.
struct AuditBuilder<
  Intent: Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable
> {
  typealias Evidence = AuditEvidence<Intent, Route, SheetRoute, SideEffect>

  let evidence: Evidence
  let codec: LinkCodec<Intent>
  let handles: (SideEffect) -> Bool
  let linkless: Set<String>
  var findings: [AuditFinding] = []
  /// Check 8's per-case marks and notes, filled by ``urlQualityMark(_:)``.
  var urlNotes = URLQualityNotes()

  init(
    evidence: Evidence, codec: LinkCodec<Intent>, handles: @escaping (SideEffect) -> Bool,
    linkless: Set<String>
  ) {
    self.evidence = evidence
    self.codec = codec
    self.handles = handles
    self.linkless = linkless
  }

  mutating func fail(_ check: AuditCheck, _ subject: String, _ message: String) {
    findings.append(
      AuditFinding(check: check, severity: .failure, subject: subject, message: message))
  }

  mutating func warn(_ check: AuditCheck, _ subject: String, _ message: String) {
    findings.append(
      AuditFinding(check: check, severity: .warning, subject: subject, message: message))
  }

  // MARK: - Check 1: routes reached

  mutating func routeRows(
    routes: [Route], sheets: [SheetRoute], intentRows: [AuditReport.IntentRow]
  ) -> [AuditReport.RouteRow] {
    let routeType = String(describing: Route.self)
    let sheetType = String(describing: SheetRoute.self)
    var pushed = OrderedGroups()
    var presented = OrderedGroups()
    for sample in evidence.samples {
      for step in sample.steps {
        if let route = step.pushedRoute { pushed.add(CaseName.of(route), sample.signature) }
        if let sheet = step.presentedSheet { presented.add(CaseName.of(sheet), sample.signature) }
      }
    }
    let rowsByIntent = Dictionary(
      intentRows.map { ($0.intent, $0) }, uniquingKeysWith: { a, _ in a })
    var rows: [AuditReport.RouteRow] = []
    let kinds: [(AuditReport.RouteKind, String, [String], OrderedGroups, String)] = [
      (.push, routeType, routes.map(CaseName.of), pushed, ".push"),
      (.sheet, sheetType, sheets.map(CaseName.of), presented, ".present"),
    ]
    for (kind, typeName, listed, reached, verb) in kinds {
      for name in unique(listed + reached.keys) {
        let intents = reached[name]
        let subject = "\(typeName).\(name)"
        if intents.isEmpty {
          let action = kind == .push ? "pushed" : "presented"
          fail(
            .routeReached, subject, "never \(action): no intent's steps contain \(verb)(.\(name))")
        }
        let reachingRows = intents.compactMap { rowsByIntent[$0] }
        rows.append(
          AuditReport.RouteRow(
            route: subject, kind: kind, intents: intents, step: intents.isEmpty ? .fail : .pass,
            link: linkMark(reachingRows), effects: AuditMark.worst(reachingRows.map(\.effects)),
            view: .notApplicable, handoff: .notApplicable, status: .pass))
        rows[rows.count - 1].status = AuditMark.worst([
          rows[rows.count - 1].step, rows[rows.count - 1].link, rows[rows.count - 1].effects,
        ])
      }
    }
    return rows
  }

  /// ✓ when a reaching intent case prints and parses back, n/a when every
  /// reaching case has no link by design (or none reaches), ✗ otherwise.
  private func linkMark(_ rows: [AuditReport.IntentRow]) -> AuditMark {
    let linked = rows.filter { $0.prints != .notApplicable }
    if linked.isEmpty { return .notApplicable }
    return linked.contains { $0.prints == .pass && $0.roundTrip == .pass } ? .pass : .fail
  }

  // MARK: - Check 3: intents handled by the flow

  mutating func flowMark(_ caseName: String, _ samples: [Evidence.Sample]) -> AuditMark {
    guard let first = samples.first, !first.isUnknown else { return .notApplicable }
    guard let ignored = samples.first(where: { $0.steps.isEmpty }) else { return .pass }
    let count = samples.filter { $0.steps.isEmpty }.count
    fail(
      .intentHandledByFlow, first.signature,
      "ignored by the flow: operations(intent:) returned no steps for "
        + "\(SwiftLiteral.describe(ignored.intent))"
        + (count > 1 ? " (and \(count - 1) more of its \(samples.count) intents)" : ""))
    return .fail
  }

  // MARK: - Check 4: effects handled

  mutating func effectRows() -> [AuditReport.EffectRow] {
    let typeName = String(describing: SideEffect.self)
    var emitters = OrderedGroups()
    var unhandled: [String: SideEffect] = [:]
    for sample in evidence.samples {
      for effect in sample.steps.compactMap(\.sideEffect) {
        let name = CaseName.of(effect)
        emitters.add(name, sample.signature)
        if unhandled[name] == nil, !handles(effect) { unhandled[name] = effect }
      }
    }
    return emitters.keys.map { name in
      let by = emitters[name]
      if let effect = unhandled[name] {
        fail(
          .effectHandled, "\(typeName).\(name)",
          "not handled: handles(\(SwiftLiteral.describe(effect))) returned false; emitted by "
            + by.joined(separator: ", "))
      }
      return AuditReport.EffectRow(
        effect: "\(typeName).\(name)", emittedBy: by,
        handled: unhandled[name] == nil ? .pass : .fail)
    }
  }

  func effectsMark(_ samples: [Evidence.Sample]) -> AuditMark {
    let effects = samples.flatMap { $0.steps.compactMap(\.sideEffect) }
    if effects.isEmpty { return .notApplicable }
    return effects.allSatisfy(handles) ? .pass : .fail
  }
}

/// Keys in order of first appearance, each with its values in order of
/// first appearance, without duplicates.
struct OrderedGroups {
  private(set) var keys: [String] = []
  private var values: [String: [String]] = [:]

  mutating func add(_ key: String, _ value: String) {
    if values[key] == nil { keys.append(key) }
    if !(values[key, default: []].contains(value)) { values[key, default: []].append(value) }
  }

  subscript(key: String) -> [String] { values[key] ?? [] }
}

/// The elements in order, first occurrences only.
func unique(_ items: [String]) -> [String] {
  var seen: Set<String> = []
  return items.filter { seen.insert($0).inserted }
}

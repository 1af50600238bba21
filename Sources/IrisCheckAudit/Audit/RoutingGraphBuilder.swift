import IrisCheckCore
import IrisCheckLaws

/// Collects a ``RoutingGraph``'s nodes and edges, giving each label a
/// readable, unique Mermaid id.
struct RoutingGraphBuilder {
  private(set) var nodes: [RoutingGraph.Node] = []
  private(set) var edges: [RoutingGraph.Edge] = []
  private var seenEdges: Set<RoutingGraph.Edge> = []

  /// The id of the node with this label in this layer, adding it if new.
  mutating func node(_ label: String, _ layer: RoutingGraph.Layer) -> String {
    if let existing = nodes.first(where: { $0.label == label && $0.layer == layer }) {
      return existing.id
    }
    let prefix: String
    switch layer {
    case .urls: prefix = "U"
    case .intents: prefix = "I"
    case .steps: prefix = "S"
    case .routes: prefix = "R"
    }
    let base = prefix + "_" + Self.slug(label)
    var id = base
    var suffix = 2
    while nodes.contains(where: { $0.id == id }) {
      id = base + "_\(suffix)"
      suffix += 1
    }
    nodes.append(RoutingGraph.Node(id: id, label: label, layer: layer))
    return id
  }

  mutating func edge(_ from: String, _ to: String) {
    let edge = RoutingGraph.Edge(from: from, to: to)
    if seenEdges.insert(edge).inserted { edges.append(edge) }
  }

  /// Letters and digits kept, runs of anything else as one `_`, no `_` at
  /// either end: `mailbox://thread/{id}` → `mailbox_thread_id`.
  static func slug(_ label: String) -> String {
    var result = ""
    for character in label.unicodeScalars {
      if character.isASCII, character.properties.isAlphabetic || ("0"..."9").contains(character) {
        result.unicodeScalars.append(character)
      } else if !result.isEmpty, !result.hasSuffix("_") {
        result += "_"
      }
    }
    while result.hasSuffix("_") { result.removeLast() }
    return result.isEmpty ? "node" : result
  }
}

extension NavigationAudit {
  /// Builds the routing graph from the examples (generated intents are not
  /// drawn): each example is printed (its pattern is the URL node) and run
  /// through the flow.
  /// - Returns: the graph; the unknown intent is left out.
  public func graph() -> RoutingGraph {
    var graph = RoutingGraphBuilder()
    var linklessIDs: [String] = []
    var reached: Set<String> = []
    let routeType = String(describing: Route.self)
    let sheetType = String(describing: SheetRoute.self)
    for intent in examples where !codec.isUnknown(intent) {
      let intentID = graph.node("." + CaseName.signature(of: intent), .intents)
      if let url = codec.print(intent) {
        let pattern = LinkParts(url.absoluteString).pattern(fields: PayloadFields.of(intent))
        graph.edge(graph.node(pattern, .urls), intentID)
      } else if !linklessIDs.contains(intentID) {
        linklessIDs.append(intentID)
      }
      for step in operations(intent) {
        let stepID = graph.node(step.caseLabel, .steps)
        graph.edge(intentID, stepID)
        var target: String?
        if let route = step.pushedRoute { target = "\(routeType).\(CaseName.of(route))" }
        if let sheet = step.presentedSheet { target = "\(sheetType).\(CaseName.of(sheet))" }
        if let target {
          reached.insert(target)
          graph.edge(stepID, graph.node(target, .routes))
        }
      }
    }
    // A URL node may have come before the intent that also prints a link.
    let linked = Set(graph.edges.compactMap { edge in edge.from.hasPrefix("U_") ? edge.to : nil })
    var uncovered: [String] = []
    let listed =
      routes.map { "\(routeType).\(CaseName.of($0))" }
      + sheets.map { "\(sheetType).\(CaseName.of($0))" }
    for label in unique(listed) where !reached.contains(label) {
      uncovered.append(graph.node(label, .routes))
    }
    return RoutingGraph(
      nodes: graph.nodes, edges: graph.edges, uncovered: uncovered,
      linkless: linklessIDs.filter { !linked.contains($0) })
  }
}

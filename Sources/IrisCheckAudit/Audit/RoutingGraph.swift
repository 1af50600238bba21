import IrisCheckCore
import IrisCheckLaws

/// The routing tree as a graph, URL pattern → intent case → steps →
/// route or sheet case, rendered as a Mermaid `flowchart LR`.
///
/// Built by ``NavigationAudit/graph()`` by printing each example and running
/// the flow, so every edge is one the live code takes. Node ids are derived
/// from labels (`U_…` patterns, `I_…` intents, `S_…` steps, `R_…` routes),
/// so they stay stable when examples are added:
///
/// ```
/// flowchart LR
///   U_mailbox_thread_id --> I_thread
///   I_thread --> S_push_thread
///   S_push_thread --> R_MailboxRoute_thread
/// ```
/// One node per distinct step case (a shared `.popToRoot` appears once);
/// `.popToRoot`, `.dismissSheet` and effects lead to no route. Route and
/// sheet cases no step reaches sit in a dashed `Uncovered` subgraph; intent
/// cases with no link get the dashed `noUrl` class.
public struct RoutingGraph: Hashable, Sendable {
  /// A layer of the graph.
  package enum Layer: String, CaseIterable, Hashable, Sendable {
    /// URL patterns.
    case urls = "URLs"
    /// Intent cases.
    case intents = "Intents"
    /// Step cases.
    case steps = "Steps"
    /// Route and sheet cases.
    case routes = "Routes"
  }

  /// One node.
  package struct Node: Hashable, Sendable {
    /// The Mermaid id, such as `I_thread`.
    package var id: String
    /// The label, such as `.thread(id:)`.
    package var label: String
    /// The layer it belongs to.
    package var layer: Layer
  }

  /// One directed edge, by node id.
  package struct Edge: Hashable, Sendable {
    /// The source node's id.
    package var from: String
    /// The target node's id.
    package var to: String
  }

  /// The nodes, by layer, in order of first appearance.
  package var nodes: [Node]
  /// The edges, in order of first appearance, without duplicates.
  package var edges: [Edge]
  /// Ids of route and sheet nodes no step reaches.
  public var uncovered: [String]
  /// Ids of intent nodes with no link.
  public var linkless: [String]

  /// The node with a label in a layer.
  /// - Parameters:
  ///   - label: the node's label.
  ///   - layer: its layer.
  /// - Returns: the node, or `nil`.
  package func node(_ label: String, in layer: Layer) -> Node? {
    nodes.first { $0.label == label && $0.layer == layer }
  }

  /// Whether the graph has an edge between the nodes with these labels.
  /// - Parameters:
  ///   - from: the source node's label and layer.
  ///   - to: the target node's label and layer.
  /// - Returns: `true` when both nodes exist and are joined.
  package func hasEdge(from: (String, Layer), to: (String, Layer)) -> Bool {
    guard let source = node(from.0, in: from.1), let target = node(to.0, in: to.1) else {
      return false
    }
    return edges.contains(Edge(from: source.id, to: target.id))
  }

  /// The graph as a Mermaid `flowchart LR`, one subgraph per layer, then the
  /// edges, one per line.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for layer in Layer.allCases {
      let members = nodes.filter { $0.layer == layer && !uncovered.contains($0.id) }
      guard !members.isEmpty else { continue }
      lines.append("  subgraph \(layer.rawValue)")
      lines += members.map { "    \($0.id)[\"\(Self.escape($0.label))\"]" }
      lines.append("  end")
    }
    if !uncovered.isEmpty {
      lines.append("  subgraph Uncovered[\"Uncovered routes\"]")
      lines += nodes.filter { uncovered.contains($0.id) }.map {
        "    \($0.id)[\"\(Self.escape($0.label))\"]"
      }
      lines.append("  end")
      lines.append("  style Uncovered stroke-dasharray: 5 5")
    }
    lines += edges.map { "  \($0.from) --> \($0.to)" }
    if !linkless.isEmpty {
      lines.append("  classDef noUrl stroke-dasharray: 3 3")
      lines.append("  class \(linkless.joined(separator: ",")) noUrl")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a label for a quoted Mermaid node: `"` becomes `#quot;`.
  static func escape(_ label: String) -> String {
    label.replacingOccurrences(of: "\"", with: "#quot;")
  }
}

import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

struct RoutingGraphTests {
  // MARK: - Node ids

  @Test func idsAreSlugsOfLabelsWithALayerPrefix() {
    var builder = RoutingGraphBuilder()
    #expect(builder.node("mailbox://thread/{id}", .urls) == "U_mailbox_thread_id")
    #expect(builder.node(".push(.thread)", .steps) == "S_push_thread")
    #expect(builder.node(".push(.thread)", .steps) == "S_push_thread")
    #expect(builder.nodes.count == 2)
  }

  @Test func labelsWithTheSameSlugGetDistinctIds() {
    var builder = RoutingGraphBuilder()
    #expect(builder.node("a-b", .intents) == "I_a_b")
    #expect(builder.node("a.b", .intents) == "I_a_b_2")
  }

  @Test func duplicateEdgesAreKeptOnce() {
    var builder = RoutingGraphBuilder()
    builder.edge("A", "B")
    builder.edge("A", "B")
    #expect(builder.edges.count == 1)
  }

  // MARK: - Mermaid

  @Test func quotesInLabelsAreEscaped() {
    let graph = RoutingGraph(
      nodes: [RoutingGraph.Node(id: "U_x", label: #"a://x?q="y""#, layer: .urls)], edges: [],
      uncovered: [], linkless: [])
    #expect(
      graph.mermaid == "flowchart LR\n  subgraph URLs\n    U_x[\"a://x?q=#quot;y#quot;\"]\n  end\n")
  }
}

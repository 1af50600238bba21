import IrisCheck
import Testing

private indirect enum Tree: Equatable, Sendable {
  case leaf
  case node(Tree, Tree)

  var depth: Int {
    switch self {
    case .leaf: 0
    case .node(let left, let right): 1 + max(left.depth, right.depth)
    }
  }
}

struct RecursiveTests {
  private let trees = Gen<Tree>.recursive(maxDepth: 3, base: .just(.leaf)) { child in
    Gen.zip(child, child).map { Tree.node($0, $1) }
  }

  // MARK: - recursive(maxDepth:base:_:)

  @Test func depthNeverExceedsTheBoundOverManySeeds() throws {
    let depths = trees.sample(count: 500).map(\.depth)
    #expect(depths.allSatisfy { $0 <= 3 })
    #expect(depths.contains(0) && depths.contains(3))
  }

  @Test func simplestIsTheBaseCase() throws {
    #expect(try simplest(trees) == .leaf)
  }

  @Test func allMaximalChoicesBuildTheFullTree() throws {
    let full = Tree.node(
      .node(.node(.leaf, .leaf), .node(.leaf, .leaf)),
      .node(.node(.leaf, .leaf), .node(.leaf, .leaf)))
    #expect(try extreme(trees) == full)
  }

  @Test func oneChoicePerLevelPicksBaseOrDeeper() throws {
    // Top: deeper; left child: base; right child: deeper, then two leaves.
    let value = try replay(trees, [1, 0, 1, 0, 0]).value
    #expect(value == .node(.leaf, .node(.leaf, .leaf)))
  }

  @Test func zeroDepthIsTheBaseAlone() throws {
    let (value, recorder) = try replay(
      Gen<Tree>.recursive(maxDepth: 0, base: .just(.leaf)) { $0 }, [])
    #expect(value == .leaf)
    #expect(recorder.choices.isEmpty)
  }
}

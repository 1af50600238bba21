/// What a run did: how many examples ran, how many were discarded and why,
/// and how often each label occurred.
public struct Statistics: Sendable, Equatable {
  /// Valid examples run, including a failing one.
  public var examples = 0
  /// Examples discarded because a filter rejected every attempt.
  public var rejected = 0
  /// Examples discarded because they drew too many choices.
  public var tooLarge = 0
  /// For each label, how many valid examples carried it.
  public var labelCounts: [String: Int] = [:]
  /// The checked coverage requirements, sorted by label.
  public var coverage: [CoverageCheck] = []

  /// Creates empty statistics.
  package init() {}
}

/// One `cover` requirement and how the run met it.
public struct CoverageCheck: Sendable, Equatable {
  /// The class's label.
  public var label: String
  /// The required share, in percent.
  public var requiredPercent: Double
  /// How many examples carried the label.
  public var hits: Int
  /// How many examples ran.
  public var examples: Int

  /// Creates a requirement check.
  /// - Parameters:
  ///   - label: the class's label.
  ///   - requiredPercent: the required share, in percent.
  ///   - hits: how many examples carried the label.
  ///   - examples: how many examples ran.
  package init(label: String, requiredPercent: Double, hits: Int, examples: Int) {
    self.label = label
    self.requiredPercent = requiredPercent
    self.hits = hits
    self.examples = examples
  }

  /// The observed share, in percent.
  public var observedPercent: Double {
    examples == 0 ? 0 : Double(hits) * 100 / Double(examples)
  }

  /// The upper bound of the 99% Wilson score interval of the share, in
  /// percent.
  public var upperBoundPercent: Double {
    guard examples > 0 else { return 100 }
    let z = 2.576
    let n = Double(examples)
    let p = Double(hits) / n
    let denominator = 1 + z * z / n
    let centre = p + z * z / (2 * n)
    let margin = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()
    return min(1, (centre + margin) / denominator) * 100
  }

  /// Whether the class is under-represented beyond sampling noise: the
  /// interval's upper bound lies below the requirement.
  public var isShortfall: Bool { upperBoundPercent < requiredPercent }
}

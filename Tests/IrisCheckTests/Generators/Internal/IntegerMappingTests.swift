import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

struct IntegerMappingTests {
  // MARK: - offset(forChoice:)

  @Test func choicesAlternateAboveThenBelowThenFillTheLongerSide() {
    let mapping = IntegerMapping(width: 6, simplest: 2)
    // Simplest 2; 3 and 1 are one away, 4 and 0 two away, 5 and 6 only above.
    #expect((0...6).map { mapping.offset(forChoice: $0) } == [2, 3, 1, 4, 0, 5, 6])
  }

  @Test func mappingIsABijectionMovingMonotonicallyAwayFromSimplest() {
    for width in UInt64(0)...24 {
      for simplest in 0...width {
        let mapping = IntegerMapping(width: width, simplest: simplest)
        let offsets = (0...width).map { mapping.offset(forChoice: $0) }
        #expect(Set(offsets).count == Int(width) + 1)
        #expect(offsets.allSatisfy { $0 <= width })
        let distances = offsets.map { $0 > simplest ? $0 - simplest : simplest - $0 }
        #expect(distances == distances.sorted())
        for choice in 0...width {
          #expect(mapping.choice(forOffset: mapping.offset(forChoice: choice)) == choice)
        }
      }
    }
  }

  // MARK: - Full width

  @Test func fullWidthMappingReachesBothEndsWithoutOverflow() {
    let mapping = IntegerMapping(width: .max, simplest: 1 << 63)
    #expect(mapping.offset(forChoice: 0) == 1 << 63)
    #expect(mapping.offset(forChoice: .max) == 0)
    // Above holds 2^63 - 1 offsets, below 2^63: the last pair is +(2^63 - 1)
    // then -(2^63 - 1), and the final choice takes the one extra below.
    #expect(mapping.offset(forChoice: .max - 2) == .max)
    #expect(mapping.offset(forChoice: .max - 1) == 1)
    #expect(mapping.choice(forOffset: 0) == .max)
  }
}

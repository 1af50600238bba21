import Foundation
import IrisCheck
import Testing

private enum Shape: Equatable {
  case dot
  case circle(radius: Int)
  case segment(from: Int, to: Int)
  case tagged(String)
  case pair(Int, String)
}

private enum Lamp: CustomStringConvertible {
  case off
  case dimmed(Int)

  var description: String { "OFF!" }
}

struct CaseNameTests {
  // MARK: - of

  @Test func caseNameIgnoresPayloads() {
    #expect(CaseName.of(Shape.dot) == "dot")
    #expect(CaseName.of(Shape.circle(radius: 1)) == "circle")
    #expect(CaseName.of(Shape.circle(radius: 2)) == CaseName.of(Shape.circle(radius: 3)))
    #expect(CaseName.of(Shape.tagged("x")) == "tagged")
  }

  @Test func optionalIsNamedAfterWhatItWraps() {
    #expect(CaseName.of(Shape?.some(.dot) as Any) == "dot")
    #expect(CaseName.of(Shape?.none as Any) == "nil")
  }

  @Test func aPayloadFreeCaseOfATypeWithACustomDescriptionIsNamedByIt() {
    #expect(CaseName.of(Lamp.off) == "OFF!")
    #expect(CaseName.of(Lamp.dimmed(2)) == "dimmed")
  }

  @Test func enumCaseNameIsTheRuntimesNameUnlessTheTypeCustomisesIt() {
    #expect(CaseName.enumCaseName(Shape.dot) == "dot")
    #expect(CaseName.enumCaseName(Lamp.off) == nil)
  }

  @Test func nonEnumIsNamedAfterItsType() {
    #expect(CaseName.of(42) == "Int")
  }

  // MARK: - signature

  @Test func signatureSpellsPayloadLabelsAsSwiftDoes() {
    #expect(CaseName.signature(of: Shape.dot) == "dot")
    #expect(CaseName.signature(of: Shape.circle(radius: 1)) == "circle(radius:)")
    #expect(CaseName.signature(of: Shape.segment(from: 0, to: 1)) == "segment(from:to:)")
    #expect(CaseName.signature(of: Shape.tagged("x")) == "tagged(_:)")
    #expect(CaseName.signature(of: Shape.pair(1, "a")) == "pair(_:_:)")
  }
}

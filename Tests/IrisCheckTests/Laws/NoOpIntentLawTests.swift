import IrisCheck
import Testing

struct NoOpIntentLawTests {
  private let isUnknown: @Sendable (Note) -> Bool = { $0 == .unknown }

  // MARK: - check

  @Test func holdsWhenUnknownDoesNothing() {
    let law = NoOpIntentLaw(noteFlow(), isNoOp: isUnknown)
    for intent in noteIntents {
      #expect(law.check(intent) == nil, "\(intent)")
    }
  }

  @Test func catchesAStructuralStepForAnUnknownLink() {
    let violation = NoOpIntentLaw(noteFlow(.unknownPops), isNoOp: isUnknown).check(.unknown)
    #expect(
      violation?.description
        == "NoOpIntent violated (no-op intent): operations(.unknown) = [.popToRoot]; "
        + ".popToRoot is not permitted for a no-op intent")
  }

  @Test func effectsArePermittedByDefaultButNotWhenTheConsumerSaysSo() {
    #expect(NoOpIntentLaw(noteFlow(.globalCounter), isNoOp: isUnknown).check(.unknown) == nil)
    let strict = NoOpIntentLaw(noteFlow(.globalCounter), isNoOp: isUnknown, permits: { _ in false })
    #expect(
      strict.check(.unknown)?.message
        == "operations(.unknown) = [.effect(.log(1))]; "
        + ".effect(.log(1)) is not permitted for a no-op intent")
  }

  @Test func intentsThatAreNotNoOpsAreOutsideTheDomain() {
    let law = NoOpIntentLaw(noteFlow(), isNoOp: { _ in false }, permits: { _ in false })
    #expect(law.check(.inbox) == nil)
  }
}

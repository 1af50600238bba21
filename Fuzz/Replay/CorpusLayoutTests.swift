import Testing

/// The corpus belongs to the target list: every folder of `Corpus/` and of
/// `Corpus/regressions/` is a fuzz target's, so no seed or crasher sits
/// where no target replays it.
struct CorpusLayoutTests {
  @Test func theTargetListIsFound() {
    #expect(CorpusFile.targetNames.contains("MailboxCodecRaw"))
    #expect(CorpusFile.targetNames.contains("PlantedPercentCrash"))
  }

  @Test func everyCorpusFileBelongsToAListedTarget() {
    let strays = CorpusFile.all.filter { !CorpusFile.targetNames.contains($0.target) }
    #expect(strays.map(\.relativePath) == [])
  }
}

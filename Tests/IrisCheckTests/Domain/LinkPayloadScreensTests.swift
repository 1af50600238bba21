import IrisCheck
import Testing

struct LinkPayloadScreensTests {
  private static let intents = MemoIntent.generator

  /// The values of the intent generator's screens, in run order.
  private static func screenedIntents() throws -> [MemoIntent] {
    try intents.screens.map { try replay(intents, $0).value }
  }

  // MARK: - The payload's own screens

  @Test func everySingleDelimiterWholeValueWhitespaceAndFormatCharacterIsScreened() throws {
    let payload = Gen<String>.linkPayload
    let screened = Set(try payload.screens.map { try replay(payload, $0).value })
    let expected =
      LinkPayload.delimiters + LinkPayload.whole + LinkPayload.whitespace + LinkPayload.format
    #expect(expected.filter { !screened.contains($0) } == [])
  }

  @Test func theScreenedPayloadsAreExactlyTheDocumentedOnes() throws {
    let payload = Gen<String>.linkPayload
    let screened = try payload.partScreens.map { try replay(payload, $0).value }
    let escapes = [
      "%2F", "%25", "%20", "%2B", "%3F", "%23", "%26", "%3D", "%C3%A9", "%F0%9F%92%8C", "%00",
      "%", "%zz", "%2", "%G1", "%%", "%C3", "%FF",
    ]
    let documented =
      [""] + LinkPayload.delimiters + [" "] + LinkPayload.whitespace + LinkPayload.format
      + LinkPayload.nonBMP + [".", "..", "a", "A", "e\u{301}", "0"] + LinkPayload.whole + escapes
    #expect(screened.count == 75)
    #expect(Set(screened) == Set(documented))
  }

  // MARK: - The workload: six kinds of case, `/` raw in one id field

  @Test func aRawSlashInAThreadIDIsCaughtInEverySeedWithDefaults() async {
    let codec = MemoCodec(rawSlashInThreadID: true)
    for seed: UInt64 in 1...20 {
      let result = await PropertyCheck(
        Self.intents, id: "memoRoundTrip", configuration: Configuration(seed: seed)
      ).run { codec.roundTrips($0) }
      #expect(result.counterexample?.value == .thread(id: "/"), "seed \(seed)")
    }
  }

  @Test func theCorrectCodecPassesInEverySeedWithDefaults() async {
    let codec = MemoCodec()
    for seed: UInt64 in 1...20 {
      let result = await PropertyCheck(
        Self.intents, id: "memoRoundTrip", configuration: Configuration(seed: seed)
      ).run { codec.roundTrips($0) }
      #expect(
        !result.isFailure, "seed \(seed): \(String(describing: result.counterexample?.value))")
    }
  }

  // MARK: - Each delimiter in each string field

  @Test(arguments: LinkPayload.delimiters)
  func eachDelimiterIsScreenedInEveryStringFieldOfEveryCase(_ delimiter: String) throws {
    let screened = try Self.screenedIntents()
    let expected: [MemoIntent] = [
      .thread(id: delimiter), .search(query: delimiter), .draft(to: delimiter),
      .reply(threadID: delimiter, text: ""), .reply(threadID: "", text: delimiter),
    ]
    #expect(expected.filter { !screened.contains($0) } == [])
  }

  @Test(arguments: LinkPayload.delimiters)
  func eachDelimiterInEitherFieldOfTheTwoFieldCaseFailsBeforeTheFirstRandomExample(
    _ delimiter: String
  ) async {
    let firstRandom = 2 + Self.intents.screens.count
    for target: MemoIntent in [
      .reply(threadID: delimiter, text: ""), .reply(threadID: "", text: delimiter),
    ] {
      let result = await PropertyCheck(
        Self.intents, id: "oneValue", configuration: Configuration(seed: 1)
      ).run { $0 != target }
      #expect(result.counterexample?.value == target)
      guard case .generated(let example)? = result.counterexample?.origin else {
        Issue.record("\(target) was not found by generation")
        continue
      }
      #expect(example < firstRandom, "\(target) found at example \(example)")
    }
  }
}

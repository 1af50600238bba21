import IrisCheck
import Testing

struct ReplayTokenTests {
  // MARK: - Round trip

  @Test func tokenRoundTripsExplicitSequences() throws {
    for values: [UInt64] in [[], [0], [127, 128], [1, 0, 300], [.max, 0, .max - 1]] {
      let token = ReplayToken(ChoiceSequence(values))
      #expect(try ReplayToken(parsing: token.description).sequence.values == values)
    }
  }

  @Test func tokenRoundTripsGeneratedSequences() async {
    let choices = Gen<[UInt64]>.array(of: .int(in: 0...UInt64.max), count: 0...40)
    let result = await PropertyCheck(choices, id: "tokens", configuration: Configuration(seed: 3))
      .run { values in
        try ReplayToken(parsing: ReplayToken(ChoiceSequence(values)).description).sequence.values
          == values
      }
    #expect(!result.isFailure)
  }

  @Test func smallChoicesTakeOneByteEach() {
    // 4 one-byte varints + 1 checksum byte = 5 bytes = 7 base64url characters.
    let token = ReplayToken(ChoiceSequence([1, 0, 1, 1]))
    #expect(token.description.hasPrefix("ic1:"))
    #expect(token.description.count == 4 + 7)
  }

  @Test func surroundingQuotesAndSpacesAreIgnored() throws {
    let token = ReplayToken(ChoiceSequence([5, 6]))
    #expect(try ReplayToken(parsing: " \"\(token)\"\n").sequence == token.sequence)
  }

  // MARK: - Errors

  @Test func missingPrefixIsRejected() {
    #expect(throws: ReplayTokenError(token: "AQAB", reason: "it does not start with `ic1:`")) {
      try ReplayToken(parsing: "AQAB")
    }
  }

  @Test func otherVersionIsRejectedAsOutdated() {
    #expect {
      try ReplayToken(parsing: "ic2:AQAB")
    } throws: { error in
      "\(error)".contains("version 2 is not supported")
    }
  }

  @Test func nonBase64CharactersAreRejected() {
    #expect {
      try ReplayToken(parsing: "ic1:AQ*B")
    } throws: { error in
      "\(error)".contains("outside base64url")
    }
  }

  @Test func damagedTokenFailsItsChecksum() throws {
    let token = ReplayToken(ChoiceSequence([1, 2, 3, 4, 5])).description
    let last = token.last == "A" ? "B" : "A"
    let damaged = String(token.dropLast()) + last
    #expect {
      try ReplayToken(parsing: damaged)
    } throws: { error in
      "\(error)".contains("checksum") || "\(error)".contains("base64url")
    }
  }
}

import IrisCheck
import Testing

struct NearMissTests {
  private static let links = Gen.element(of: [
    "note://thread/42", "note://search?q=a%2Fb", "x", "", "note://inbox#top", "%41%e9",
  ])

  // MARK: - annotatedNearMiss(of:)

  @Test func everyMutationIsGenerated() throws {
    let kinds = Set(Gen.annotatedNearMiss(of: Self.links).sample(count: 1_000).map(\.mutation))
    #expect(kinds == Set(NearMiss.Mutation.allCases))
  }

  @Test func eachNearMissIsExactlyItsMutationOfTheOriginal() throws {
    for nearMiss in Gen.annotatedNearMiss(of: Self.links).sample(count: 1_000) {
      #expect(Array(nearMiss.text) != Array(nearMiss.original), "\(nearMiss)")
      #expect(isOneMutation(nearMiss), "\(nearMiss)")
    }
  }

  @Test func anImpossibleMutationFallsBackToAnInsertion() throws {
    // Choices: the mutation (1 = delete), then the insertion's position and character.
    let nearMiss = try replay(Gen.annotatedNearMiss(of: .just("")), [1, 0, 0]).value
    #expect(nearMiss == NearMiss(original: "", mutation: .insertCharacter, text: "/"))
    let noSlash = try replay(Gen.annotatedNearMiss(of: .just("ab")), [4, 2, 1]).value
    #expect(noSlash == NearMiss(original: "ab", mutation: .insertCharacter, text: "ab%"))
  }

  @Test func percentDecodingTouchesOnlyEscapesOfASCII() throws {
    // %C3%A9 (é) is not decodable alone; %2F is: choice 7 = percentDecode.
    let nearMiss = try replay(Gen.annotatedNearMiss(of: .just("%C3%A9%2F")), [7, 0]).value
    #expect(nearMiss.text == "%C3%A9/")
  }

  @Test func sameSeedGivesSameNearMisses() throws {
    let gen = Gen.nearMiss(of: .urlString())
    #expect(gen.sample(count: 100, seed: 3) == gen.sample(count: 100, seed: 3))
  }

  // MARK: - Oracle

  /// Whether `text` is `original` with exactly the recorded mutation applied.
  private func isOneMutation(_ nearMiss: NearMiss) -> Bool {
    let before = Array(nearMiss.original)
    let after = Array(nearMiss.text)
    let positions = 0...before.count
    func splice(_ index: Int, removing count: Int, inserting new: [Character]) -> Bool {
      index + count <= before.count
        && Array(before[..<index]) + new + Array(before[(index + count)...]) == after
    }
    switch nearMiss.mutation {
    case .insertCharacter:
      return after.count == before.count + 1
        && positions.contains { splice($0, removing: 0, inserting: [after[$0]]) }
    case .deleteCharacter:
      return positions.contains { splice($0, removing: 1, inserting: []) }
    case .replaceCharacter:
      return after.count == before.count
        && zip(before, after).filter { $0 != $1 }.count == 1
    case .duplicateSlash:
      return positions.contains {
        before.indices.contains($0) && before[$0] == "/"
          && splice($0, removing: 0, inserting: ["/"])
      }
    case .dropSlash:
      return positions.contains {
        before.indices.contains($0) && before[$0] == "/" && splice($0, removing: 1, inserting: [])
      }
    case .changeCase:
      let changed = zip(before, after).filter { $0 != $1 }
      return after.count == before.count && changed.count == 1
        && changed[0].0.lowercased() == changed[0].1.lowercased()
    case .percentEncode:
      return positions.contains { index in
        before.indices.contains(index)
          && splice(
            index, removing: 1,
            inserting: Array(
              String(before[index]).utf8.map {
                "%" + String($0 >> 4, radix: 16, uppercase: true)
                  + String($0 & 0xF, radix: 16, uppercase: true)
              }.joined()))
      }
    case .percentDecode:
      return positions.contains { index in
        guard index + 3 <= before.count, before[index] == "%",
          let byte = UInt8(String(before[(index + 1)...(index + 2)]), radix: 16), byte < 0x80
        else { return false }
        return splice(index, removing: 3, inserting: [Character(Unicode.Scalar(byte))])
      }
    case .truncate:
      return after.count < before.count && Array(before.prefix(after.count)) == after
    case .appendQueryItem:
      let separator: Character = before.contains("?") ? "&" : "?"
      return after.count > before.count && Array(after.prefix(before.count)) == before
        && after[before.count] == separator
    case .appendFragment:
      return Array(after.prefix(before.count + 1)) == before + ["#"]
    }
  }
}

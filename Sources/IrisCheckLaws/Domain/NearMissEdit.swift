import IrisCheckCore

/// Applies one ``NearMiss/Mutation`` to a string's characters, drawing the
/// position and payload from a recorder.
struct NearMissEdit {
  /// The characters being edited.
  private(set) var characters: [Character]

  /// The characters inserted or swapped in, simplest first: delimiters,
  /// then letters and digits, then non-ASCII.
  static let alphabet = Array("/%?#&=+.:@ []aA0é💌")

  init(_ characters: [Character]) {
    self.characters = characters
  }

  /// Applies `mutation`, or an insertion when `mutation` cannot change the
  /// characters.
  /// - Returns: the mutation actually applied.
  mutating func apply(
    _ mutation: NearMiss.Mutation, _ recorder: ChoiceRecorder,
    item: Gen<URLPieces.QueryItem>, fragment: Gen<String>
  ) throws(GenerationStop) -> NearMiss.Mutation {
    let all = characters.indices
    switch mutation {
    case .insertCharacter:
      break
    case .deleteCharacter where !characters.isEmpty:
      characters.remove(at: try pick(Array(all), recorder))
      return mutation
    case .replaceCharacter where !characters.isEmpty:
      let index = try pick(Array(all), recorder)
      var replacement = try pick(Self.alphabet, recorder)
      if replacement == characters[index] {
        let next = (Self.alphabet.firstIndex(of: replacement) ?? 0) + 1
        replacement = Self.alphabet[next % Self.alphabet.count]
      }
      characters[index] = replacement
      return mutation
    case .duplicateSlash, .dropSlash:
      let slashes = all.filter { characters[$0] == "/" }
      guard !slashes.isEmpty else { break }
      let index = try pick(slashes, recorder)
      if mutation == .duplicateSlash {
        characters.insert("/", at: index)
      } else {
        characters.remove(at: index)
      }
      return mutation
    case .changeCase:
      let letters = all.filter { LetterCase.isLetter(characters[$0]) }
      guard !letters.isEmpty else { break }
      let index = try pick(letters, recorder)
      characters[index] = LetterCase.toggled(characters[index])
      return mutation
    case .percentEncode where !characters.isEmpty:
      let index = try pick(Array(all), recorder)
      characters.replaceSubrange(index...index, with: Self.escaped(characters[index]))
      return mutation
    case .percentDecode:
      let escapes = all.filter { asciiEscape(at: $0) != nil }
      guard !escapes.isEmpty else { break }
      let index = try pick(escapes, recorder)
      characters.replaceSubrange(index..<index + 3, with: [asciiEscape(at: index)!])
      return mutation
    case .truncate where !characters.isEmpty:
      let dropped = Int(try recorder.draw(upTo: UInt64(characters.count - 1))) + 1
      characters.removeLast(dropped)
      return mutation
    case .appendQueryItem:
      let separator: Character = characters.contains("?") ? "&" : "?"
      characters += [separator] + Array(try item.generate(recorder).text)
      return mutation
    case .appendFragment:
      characters += ["#"] + Array(try fragment.generate(recorder))
      return mutation
    default:
      break
    }
    let index = Int(try recorder.draw(upTo: UInt64(characters.count)))
    characters.insert(try pick(Self.alphabet, recorder), at: index)
    return .insertCharacter
  }

  /// The ASCII character an escape `%XX` at `index` stands for, if any.
  private func asciiEscape(at index: Int) -> Character? {
    guard characters[index] == "%", index + 2 < characters.count,
      characters[index + 1].isASCII, characters[index + 2].isASCII,
      let high = characters[index + 1].hexDigitValue, let low = characters[index + 2].hexDigitValue,
      high < 8
    else { return nil }
    return Character(Unicode.Scalar(UInt8(high * 16 + low)))
  }

  /// The `%XX` escapes of a character's UTF-8 bytes, uppercase.
  static func escaped(_ character: Character) -> [Character] {
    let hex = Array("0123456789ABCDEF")
    return String(character).utf8.flatMap { ["%", hex[Int($0 >> 4)], hex[Int($0 & 0xF)]] }
  }

  private func pick<Element>(
    _ elements: [Element], _ recorder: ChoiceRecorder
  )
    throws(GenerationStop) -> Element
  {
    elements[Int(try recorder.draw(upTo: UInt64(elements.count - 1)))]
  }
}

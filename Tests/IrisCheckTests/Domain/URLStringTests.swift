import Foundation
import IrisCheck
import Testing

struct URLStringTests {
  private static let vocabulary = URLVocabulary(
    schemes: ["note"], hosts: ["inbox", "thread"], pathWords: ["42", "message"],
    queryNames: ["q", "to"])

  // MARK: - urlPieces

  @Test func piecesAssembleInGrammarOrderWithoutEncoding() {
    let pieces = URLPieces(
      scheme: "Note", host: "[::1]", port: "80", pathSegments: ["a/b", "", "é"],
      trailingSlash: true,
      query: [.init(name: "q", value: "a+b"), .init(name: "q", value: nil)], fragment: "%zz")
    #expect(pieces.string == "Note://[::1]:80/a/b//é/?q=a+b&q#%zz")
    #expect(URLPieces(scheme: "x", query: []).string == "x://?")
  }

  @Test func simplestIsTheFirstSchemeAndHostOfTheVocabulary() throws {
    #expect(try simplest(Gen.urlString(Self.vocabulary)) == "note://inbox")
    #expect(try simplest(Gen.urlString()) == "a://a")
  }

  @Test func sameSeedGivesSameStrings() throws {
    let gen = Gen.urlString(Self.vocabulary)
    #expect(gen.sample(count: 50, seed: 7) == gen.sample(count: 50, seed: 7))
    #expect(gen.sample(count: 50, seed: 7) != gen.sample(count: 50, seed: 8))
  }

  @Test func exercisesEveryGrammarFeature() throws {
    let all = Gen.urlPieces(Self.vocabulary).sample(count: 2_000)
    let segments = all.flatMap(\.pathSegments)
    let items = all.compactMap(\.query).flatMap { $0 }
    let values = items.compactMap(\.value)
    let texts = segments + values + all.compactMap(\.fragment)
    let features: [String: Bool] = [
      "vocabulary scheme": all.contains { $0.scheme == "note" },
      "random scheme": all.contains { !["note", "NOTE", "nOtE"].contains($0.scheme) },
      "uppercase scheme": all.contains { $0.scheme == "NOTE" },
      "mixed-case scheme": all.contains { $0.scheme == "nOtE" },
      "vocabulary host": all.contains { $0.host == "thread" },
      "uppercase host": all.contains { $0.host == "INBOX" },
      "random host": all.contains { $0.host.contains(".") },
      "IPv6 host": all.contains { $0.host.hasPrefix("[") },
      "empty host": all.contains { $0.host.isEmpty },
      "port": all.contains { $0.port != nil },
      "path word": segments.contains("message"),
      "empty segment": segments.contains(""),
      "trailing slash": all.contains { $0.trailingSlash && !$0.pathSegments.isEmpty },
      "reserved character": texts.contains { $0.contains { "/?#[]@&=+".contains($0) } },
      "non-ASCII": texts.contains { $0.contains { !$0.isASCII } },
      "%2F": texts.contains { $0.contains("%2F") },
      "%25": texts.contains { $0.contains("%25") },
      "broken escape": texts.contains { $0.contains("%zz") || $0.hasSuffix("%") },
      "lowercase escape": texts.contains {
        $0.range(of: "%[0-9a-f][a-f]", options: .regularExpression) != nil
      },
      "bare ?": all.contains { $0.query == [] },
      "vocabulary query name": items.contains { $0.name == "to" },
      "value with +": values.contains { $0.contains("+") },
      "value with &": values.contains { $0.contains("&") },
      "value with =": values.contains { $0.contains("=") },
      "value with space": values.contains { $0.contains(" ") },
      "non-ASCII value": values.contains { $0.contains { !$0.isASCII } },
      "empty value": values.contains(""),
      "bare name": items.contains { $0.value == nil },
      "duplicate names": all.contains { pieces in
        let names = (pieces.query ?? []).map(\.name)
        return Set(names).count < names.count
      },
      "fragment": all.contains { $0.fragment != nil },
    ]
    for (feature, seen) in features.sorted(by: { $0.key < $1.key }) {
      #expect(seen, "never generated: \(feature)")
    }
  }

  // MARK: - percentEscape

  @Test func percentEscapesAreWellFormedOrListedBroken() throws {
    let escapes = Gen<String>.percentEscape.sample(count: 400)
    let wellFormed = "^(%[0-9A-Fa-f]{2})+$"
    for escape in escapes {
      let formed = escape.range(of: wellFormed, options: .regularExpression) != nil
      #expect(formed || PercentEscapes.broken.contains(escape), "\(escape)")
    }
    #expect(escapes.contains { PercentEscapes.broken.contains($0) })
    #expect(try simplest(Gen<String>.percentEscape) == "%2F")
  }
}

import Foundation
import Iris
import IrisCheckCore
import IrisCheckLaws

/// The mutant zoo's app: a shop's links, written as a consumer would,
/// outside Iris's router, with one switch per planted bug.
public enum ShopLink: Hashable, Sendable {
  case item(id: String)
  case search(query: String)
  case page(number: Int)
  case unknown(URL)
}

/// The shop's screens.
public enum ShopScreen: Hashable, Sendable {
  case item(id: String)
  case results(query: String)
  case page(Int)
}

/// The shop's codec and flow, correct unless a ``ShopMutation`` is given.
public struct ShopApp: Sendable {
  /// The planted bug; `nil` for the correct app.
  public let mutation: ShopMutation?

  /// Creates the app.
  /// - Parameter mutation: the planted bug, or `nil`.
  public init(_ mutation: ShopMutation? = nil) {
    self.mutation = mutation
  }

  /// The link a fallback unknown intent carries.
  public static let nowhere = URL(string: "shop://nowhere")!

  // MARK: - Codec

  /// The codec as the laws take it.
  public var codec: LinkCodec<ShopLink> {
    let app = self
    return LinkCodec(
      parse: { app.parse($0) }, print: { app.print($0) },
      isUnknown: { if case .unknown = $0 { true } else { false } })
  }

  func print(_ link: ShopLink) -> URL? {
    switch link {
    case .item(let id):
      guard !id.isEmpty || mutation == .emptyIDPrinted else { return nil }
      var extra = ""
      if mutation == .slashUnescaped { extra += "/" }
      if mutation == .questionUnescaped { extra += "?" }
      if mutation == .hashUnescaped { extra += "#" }
      if mutation == .semicolonSplits { extra += ";" }
      // NB: a dot-like id (`.`, `..`, `%2E`…) is escaped one level deeper
      // (`.` as `%252E`), or a URL normaliser or a browser would take it
      // for a dot segment; the ``ShopMutation/dotSegmentsUnescaped`` bug
      // prints `.` and `..` as is.
      let asIs = mutation == .dotSegmentsUnescaped && (id == "." || id == "..")
      let text = DotLikeText.isDotLike(id) && !asIs ? DotLikeText.deeper(id) : id
      return URL(string: "shop://item/" + encode(text, keeping: extra))
    case .search(let query):
      var extra = ""
      if mutation == .ampersandUnescaped { extra += "&" }
      if mutation == .plusReadAsSpace { extra += "+" }
      return URL(string: "shop://search?q=" + encode(query, keeping: extra))
    case .page(let number):
      return URL(string: "shop://page/\(number)")
    case .unknown:
      return nil
    }
  }

  func parse(_ url: URL) -> ShopLink {
    let unknown = ShopLink.unknown(url)
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
      parts.scheme?.lowercased() == "shop", var host = parts.host
    else { return unknown }
    if mutation != .hostCaseSensitive { host = host.lowercased() }
    let path = parts.percentEncodedPath
    guard path.hasPrefix("/") || host == "search" else { return unknown }
    var segment = String(path.dropFirst())
    switch host {
    case "item":
      if mutation == .semicolonSplits { segment = String(segment.prefix { $0 != ";" }) }
      guard !segment.contains("/"), parts.percentEncodedQuery == nil,
        parts.percentEncodedFragment == nil, var id = decode(segment).map(DotLikeText.undone),
        !id.isEmpty
      else { return unknown }
      if mutation == .decodedTwice { id = decode(id) ?? id }
      // The bug: dot segments resolved after decoding, so an escaped `.` is one.
      if mutation == .dotSegmentsResolved, id == "." || id == ".." { return unknown }
      if mutation == .idTrimmed { id = id.trimmingCharacters(in: .whitespacesAndNewlines) }
      if mutation == .idCaseFolded { id = id.lowercased() }
      return .item(id: id)
    case "search":
      guard path.isEmpty, let query = parts.percentEncodedQuery, query.hasPrefix("q="),
        parts.percentEncodedFragment == nil
      else { return unknown }
      var value = String(query.dropFirst(2))
      if mutation == .ampersandUnescaped { value = String(value.prefix { $0 != "&" }) }
      if mutation == .plusReadAsSpace { value = value.replacingOccurrences(of: "+", with: " ") }
      return decode(value).map { .search(query: $0) } ?? unknown
    case "page":
      guard parts.percentEncodedQuery == nil, parts.percentEncodedFragment == nil else {
        return unknown
      }
      let number = mutation == .int32Numbers ? Int32(segment).map(Int.init) : Int(segment)
      return number.map { .page(number: $0) } ?? unknown
    default:
      return unknown
    }
  }

  private func encode(_ text: String, keeping extra: String) -> String {
    var allowed = CharacterSet(charactersIn: "-._~")
    allowed.insert(charactersIn: "a"..."z")
    allowed.insert(charactersIn: "A"..."Z")
    allowed.insert(charactersIn: "0"..."9")
    allowed.insert(charactersIn: extra)
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// Percent-decodes `text` as UTF-8.
  ///
  /// NB: not `removingPercentEncoding`, which drops a leading U+FEFF: the
  /// ``ShopMutation/foundationDecoding`` bug.
  private func decode(_ text: String) -> String? {
    if mutation == .foundationDecoding { return text.removingPercentEncoding }
    var bytes: [UInt8] = []
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = utf8.next(), let low = utf8.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return String(validUTF8: bytes)
  }

  // MARK: - Flow

  /// One step of the shop's flow.
  public typealias ShopStep = Step<ShopScreen, Never, Never>

  /// The flow as the laws take it.
  public var flow: FlowUnderTest<ShopLink, ShopScreen, Never, Never> {
    let app = self
    return FlowUnderTest { app.operations($0) }
  }

  func operations(_ link: ShopLink) -> [ShopStep] {
    switch link {
    case .item(let id):
      if mutation == .impureFlow, ShopApp.countCall().isMultiple(of: 2) {
        return [.nav(.push(.item(id: id)))]
      }
      return [.nav(.popToRoot), .nav(.push(.item(id: id)))]
    case .search(let query):
      return [.nav(.popToRoot), .nav(.push(.results(query: query)))]
    case .page(let number):
      if mutation == .deadPageRoute { return [.nav(.push(.item(id: "\(number)")))] }
      return [.nav(.push(.page(number)))]
    case .unknown:
      return mutation == .unknownPops ? [.nav(.popToRoot)] : []
    }
  }

  private static let calls = Locked(0)

  /// Counts a call of the impure flow.
  /// - Returns: the calls so far, this one included.
  private static func countCall() -> Int {
    calls.withLock { count in
      count += 1
      return count
    }
  }

  // MARK: - Wiring, as the README shows it

  /// Intents: every case, payloads from ``Gen/linkPayload`` and
  /// ``Gen/int()``.
  public static let intents = Gen<ShopLink>.oneOf(
    .linkPayload.map { .item(id: $0) },
    .linkPayload.map { .search(query: $0) },
    .int().map { .page(number: $0) },
    .just(.unknown(nowhere)))

  /// The suite, wired as the README's "Plug your own flow into the laws".
  public var suite: LawSuite {
    let codec = self.codec
    let urls = Gen<String>.oneOf(
      .urlString(URLVocabulary(schemes: ["shop"], hosts: ["item", "search", "page"])),
      .nearMiss(of: Self.intents.map { codec.print($0)?.absoluteString ?? "" }))
    let flowLaws = FlowLaws(
      flow, intents: Self.intents, isNoOp: codec.isUnknown,
      routeCases: ["item", "results", "page"], sheetCases: [])
    return CodecLaws(codec, intents: Self.intents, urls: urls).suite + flowLaws.suite
  }
}

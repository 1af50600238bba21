/// The mutant zoo's planted bugs, one class of link bug each, with the law
/// that must catch it and its exact minimal counterexample.
public enum ShopMutation: String, CaseIterable, Sendable {
  case slashUnescaped
  case questionUnescaped
  case hashUnescaped
  case ampersandUnescaped
  case plusReadAsSpace
  case decodedTwice
  case foundationDecoding
  case emptyIDPrinted
  case dotSegmentsResolved
  case dotSegmentsUnescaped
  case idTrimmed
  case idCaseFolded
  case int32Numbers
  case semicolonSplits
  case hostCaseSensitive
  case impureFlow
  case deadPageRoute
  case unknownPops

  /// The law that must fail.
  public var law: String {
    switch self {
    case .hostCaseSensitive: "CaseInsensitiveSchemeAndHost"
    case .impureFlow: "FlowPurity"
    case .deadPageRoute: "Reachability"
    case .unknownPops: "NoOpIntent"
    case .dotSegmentsUnescaped: "NormalisationStable"
    default: "RoundTrip"
    }
  }

  /// The direction whose minimum ``minimal`` is, when the law has several.
  public var direction: String? {
    self == .impureFlow ? "repeated call" : nil
  }

  /// The minimal counterexample as Swift; `nil` for a whole-run law or
  /// when no single minimum is known.
  public var minimal: String? {
    switch self {
    case .slashUnescaped: #".item(id: "/")"#
    case .questionUnescaped: #".item(id: "?")"#
    case .hashUnescaped: ##".item(id: "#")"##
    case .ampersandUnescaped: #".search(query: "&")"#
    case .plusReadAsSpace: #".search(query: "+")"#
    case .decodedTwice: #".item(id: "%2F")"#
    case .foundationDecoding: #".item(id: "\u{FEFF}")"#
    case .emptyIDPrinted: #".item(id: "")"#
    case .dotSegmentsResolved: #".item(id: ".")"#
    case .dotSegmentsUnescaped: #".item(id: ".")"#
    case .idTrimmed: #".item(id: " ")"#
    case .idCaseFolded: #".item(id: "A")"#
    case .int32Numbers: ".page(number: 2147483648)"
    case .semicolonSplits: #".item(id: ";")"#
    // NB: URL strings come from two generators (grammar and near misses)
    // whose failing cases do not shrink into each other: no single known
    // minimum, so this mutant counts for catching only.
    case .hostCaseSensitive: nil
    case .impureFlow: #"ShuffledCalls<ShopLink>([.item(id: "")], order: [0])"#
    case .deadPageRoute: nil
    case .unknownPops: #".unknown(URL(string: "shop://nowhere")!)"#
    }
  }
}

import Iris
import IrisCheckCore

extension BurstRecord {
  /// A screen's claim that returned a routed flow's baton.
  struct Claim {
    var entry: Int
    var site: Site
    var flow: RoutedFlow
    var mountedAt: Int
    /// Where the flow woke the waiting screen, when it did.
    var delivered: Int?
    /// How a sentence names the screen: its site, and its place when known.
    var screen: String
  }

  /// Every claim that returned a routed flow's baton, in order.
  var claims: [Claim] {
    entries.indices.compactMap { index in
      guard case .claimed(let site, let id?, let mountedAt) = entries[index], let flow = routed(id)
      else { return nil }
      var screen = "screen \(SwiftLiteral.describe(site))"
      if case .stack = site, let place = places[mountedAt] { screen += " in \(place)" }
      let delivered = ((mountedAt + 1)..<max(index, mountedAt + 1)).first { between in
        guard case .traced(let event) = entries[between], event.flow == id,
          case .handoffDelivered(let at) = event.kind
        else { return false }
        return at == site
      }
      return Claim(
        entry: index, site: site, flow: flow, mountedAt: mountedAt, delivered: delivered,
        screen: screen)
    }
  }
}

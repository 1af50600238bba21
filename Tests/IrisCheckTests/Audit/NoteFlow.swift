import Foundation
import Iris
import IrisCheck

/// The screens of the notes fixture (see `NoteCodec.swift`).
enum NoteRoute: Hashable, Sendable {
  case thread(id: String)
  case results(query: String)
}

/// The notes fixture's flow: threads and searches push a screen; the inbox
/// pops to root; unknown does nothing.
let noteFlow: @Sendable (Note) -> [Step<NoteRoute, Never, Never>] = { note in
  switch note {
  case .inbox: [.nav(.popToRoot)]
  case .thread(let id): [.nav(.popToRoot), .nav(.push(.thread(id: id)))]
  case .search(let query): [.nav(.push(.results(query: query)))]
  case .unknown: []
  }
}

/// An audit of the notes fixture over one example per case.
func noteAudit(
  codec: LinkCodec<Note> = noteCodec(),
  routes: [NoteRoute] = [.thread(id: "t"), .results(query: "q")]
) -> NavigationAudit<Note, NoteRoute, Never, Never> {
  NavigationAudit(
    subject: "notes", examples: [.inbox, .thread(id: "a/b"), .search(query: "x"), .unknown],
    codec: codec, operations: noteFlow, routes: routes)
}

/// A one-case codec whose printer uses two query naming conventions.
func mixedNamingCodec() -> LinkCodec<Note> {
  LinkCodec(
    parse: { url in
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard url.host?.lowercased() == "search",
        let query = items.first(where: { $0.name == "searchText" })?.value
      else { return .unknown }
      return .search(query: query)
    },
    print: { note in
      guard case .search(let query) = note, !query.isEmpty,
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
      else { return nil }
      return URL(string: "note://search?searchText=\(encoded)&sort_order=asc")
    },
    isUnknown: { $0 == .unknown })
}

import Foundation
import IrisCheck

/// An audit of the notes fixture (`NoteCodec.swift`, `NoteFlow.swift`) over
/// one example per case.
func noteAudit(
  codec: LinkCodec<Note> = noteCodec(), routes: [NoteRoute] = [.thread(id: "t")],
  sheets: [NoteSheet] = [.search(query: "q")]
) -> NavigationAudit<Note, NoteRoute, NoteSheet, NoteEffect> {
  NavigationAudit(
    subject: "notes", examples: [.inbox, .thread(id: "a/b"), .search(query: "x"), .unknown],
    codec: codec, flow: noteFlow(), routes: routes, sheets: sheets)
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

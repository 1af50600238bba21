import IrisCheck
import Testing

/// What the restoration fixtures share: a stack, a sheet and a reducer.
protocol NoteNavigation: Codable, Equatable, Sendable {
  var stack: [NoteRoute] { get set }
  var sheet: NoteSheet? { get set }
  init()
}

extension NoteNavigation {
  /// The state after one step.
  func applying(_ step: NoteStep) -> Self {
    var copy = self
    switch step {
    case .nav(.push(let route)): copy.stack.append(route)
    case .nav(.popToRoot): copy.stack = []
    case .nav(.present(let sheet)): copy.sheet = sheet
    case .nav(.dismissSheet): copy.sheet = nil
    case .effect: break
    }
    return copy
  }
}

/// A correct snapshot.
struct NoteState: NoteNavigation {
  var stack: [NoteRoute] = []
  var sheet: NoteSheet?
}

/// A snapshot whose `Codable` conformance drops the sheet.
struct ForgetfulNoteState: NoteNavigation {
  var stack: [NoteRoute] = []
  var sheet: NoteSheet?

  private enum CodingKeys: String, CodingKey { case stack }
}

struct RestorationLawTests {
  private func law<State: NoteNavigation>(_: State.Type) -> RestorationLaw<State, Note> {
    RestorationLaw(initial: State(), flow: noteFlow(), reducer: { $0.applying($1) })
  }

  // MARK: - check

  @Test func holdsForASnapshotThatKeepsEveryField() throws {
    let journeys = Gen.array(of: .element(of: noteIntents), count: 0...6).sample(count: 200)
    for journey in journeys {
      #expect(law(NoteState.self).check(journey) == nil, "\(journey)")
    }
  }

  @Test func catchesASnapshotFieldDroppedByCodable() {
    let law = law(ForgetfulNoteState.self)
    #expect(law.check([.inbox]) == nil)
    #expect(
      law.check([.search(query: "x")])?.description
        == #"Restoration violated (encode → decode): after [.search(query: "x")], "#
        + #"the live state is ForgetfulNoteState(stack: [], sheet: .search(query: "x")), "#
        + "but the restored state is ForgetfulNoteState(stack: [], sheet: nil)")
  }

  @Test func catchesARestoredStateThatRoutesDifferently() {
    // `hidden` is neither encoded nor compared, yet routing reads it.
    struct Tally: Codable, Equatable, Sendable {
      var total = 0
      var hidden = 1
      private enum CodingKeys: String, CodingKey { case total }
      static func == (a: Tally, b: Tally) -> Bool { a.total == b.total }
    }
    let law = RestorationLaw<Tally, Int>(initial: Tally(total: 0, hidden: 5)) { state, step in
      Tally(total: state.total + step * state.hidden, hidden: state.hidden)
    }
    #expect(law.check([0]) == nil)
    #expect(
      law.check([2])?.description
        == "Restoration violated (restore → route): after [], routing 2 from the live state "
        + "gives Tally(total: 10, hidden: 5), but from the restored state gives "
        + "Tally(total: 2, hidden: 1)")
  }
}

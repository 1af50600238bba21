import Iris
import IrisCheck
import IrisCheckFixtures

/// Screens the notes fixture pushes.
enum NoteRoute: Codable, Hashable, Sendable {
  case thread(id: String)
  case results(query: String)
}

/// The notes fixture's one sheet.
enum NoteSheet: Codable, Hashable, Sendable {
  case search(query: String)
}

/// The notes fixture's effects.
enum NoteEffect: Hashable, Sendable {
  case markRead(String)
  case log(Int)
}

/// Bugs the fixture flow can be built with, one per flow law it should trip.
struct NoteFlowFlaws: OptionSet, Sendable {
  let rawValue: Int
  /// Every answer ends with a log effect stamped from a global counter.
  static let globalCounter = NoteFlowFlaws(rawValue: 1)
  /// A thread asked for right after the inbox skips the pop to root.
  static let callOrder = NoteFlowFlaws(rawValue: 2)
  /// A search pushes results instead of presenting the search sheet.
  static let searchNeverPresents = NoteFlowFlaws(rawValue: 4)
  /// An unknown link pops to the root.
  static let unknownPops = NoteFlowFlaws(rawValue: 8)
  /// After its first 20 answers, the flow forgets to mark threads read.
  static let driftsAfter20Calls = NoteFlowFlaws(rawValue: 16)
}

typealias NoteStep = Step<NoteRoute, NoteSheet, NoteEffect>

/// The notes fixture flow, correct unless built with flaws.
///
/// Inbox pops to root, a thread pops, pushes and marks read, a search
/// presents the search sheet, unknown does nothing. Each call makes a fresh
/// flow state (its counter and memory of the previous intent).
func noteFlow(_ flaws: NoteFlowFlaws = []) -> FlowUnderTest<Note, NoteRoute, NoteSheet, NoteEffect>
{
  let calls = CallCounter()
  let previous = Locked<Note?>(nil)
  return FlowUnderTest { intent in
    let count = calls.next()
    let before = previous.withLock { last in
      defer { last = intent }
      return last
    }
    var steps: [NoteStep]
    switch intent {
    case .inbox:
      steps = [.nav(.popToRoot)]
    case .thread(let id):
      steps = [.nav(.popToRoot), .nav(.push(.thread(id: id)))]
      if flaws.contains(.callOrder), before == .inbox { steps.removeFirst() }
      if !flaws.contains(.driftsAfter20Calls) || count <= 20 {
        steps.append(.effect(.markRead(id)))
      }
    case .search(let query):
      steps = [
        .nav(
          flaws.contains(.searchNeverPresents)
            ? .push(.results(query: query)) : .present(.search(query: query)))
      ]
    case .unknown:
      steps = flaws.contains(.unknownPops) ? [.nav(.popToRoot)] : []
    }
    if flaws.contains(.globalCounter) { steps.append(.effect(.log(count))) }
    return steps
  }
}

/// Intents covering every case, for the flow-law tests.
let noteIntents: [Note] = [
  .inbox, .thread(id: "1"), .thread(id: "a/b"), .search(query: ""), .search(query: "x"), .unknown,
]

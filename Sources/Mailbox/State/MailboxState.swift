import Iris

/// The mail app's navigation snapshot: the selected tab, every tab's stack,
/// and the single sheet.
///
/// It is plain `Codable` data, so restoring a launch and following a link
/// are the same code path: decode a snapshot, then ``apply(_:)-(MailboxFlow.FlowStep)`` the flow's
/// steps. Every tab always has a stack (possibly empty), so two states that
/// show the same screens compare equal however they were built or decoded.
public struct MailboxState: Codable, Hashable, Sendable {
  /// The selected tab.
  public var selectedTab: MailboxTab
  /// Each tab's stack, bottom first; holds a (possibly empty) entry for every tab.
  public private(set) var stacks: [MailboxTab: [MailboxRoute]]
  /// The presented sheet, or `nil`.
  public var sheet: MailboxSheet?

  /// Creates a state; tabs missing from `stacks` get an empty stack.
  /// - Parameters:
  ///   - selectedTab: the selected tab; defaults to the inbox.
  ///   - stacks: stacks by tab; defaults to all empty.
  ///   - sheet: the presented sheet; defaults to none.
  public init(
    selectedTab: MailboxTab = .inbox,
    stacks: [MailboxTab: [MailboxRoute]] = [:],
    sheet: MailboxSheet? = nil
  ) {
    self.selectedTab = selectedTab
    var filled = stacks
    for tab in MailboxTab.allCases where filled[tab] == nil { filled[tab] = [] }
    self.stacks = filled
    self.sheet = sheet
  }

  /// Decodes a snapshot; tabs missing from the encoded stacks get an empty stack.
  /// - Parameter decoder: the decoder to read from.
  /// - Throws: `DecodingError` when the data is not a snapshot.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      selectedTab: try container.decode(MailboxTab.self, forKey: .selectedTab),
      stacks: try container.decodeIfPresent([MailboxTab: [MailboxRoute]].self, forKey: .stacks)
        ?? [:],
      sheet: try container.decodeIfPresent(MailboxSheet.self, forKey: .sheet)
    )
  }

  /// The launch state: inbox selected, empty stacks, no sheet.
  public static let initial = MailboxState()

  /// The stack of `tab`, bottom first.
  /// - Parameter tab: the tab.
  /// - Returns: its routes; empty at the root.
  public func stack(for tab: MailboxTab) -> [MailboxRoute] {
    stacks[tab] ?? []
  }

  /// The selected tab's stack, bottom first.
  public var currentStack: [MailboxRoute] { stack(for: selectedTab) }

  /// Replaces one tab's stack.
  /// - Parameters:
  ///   - routes: the new stack, bottom first.
  ///   - tab: the tab whose stack to replace.
  public mutating func setStack(_ routes: [MailboxRoute], for tab: MailboxTab) {
    stacks[tab] = routes
  }

  // MARK: - Reducer

  /// Applies one flow step, as the coordinator would.
  ///
  /// `push` appends to the selected tab's stack unless the route is already
  /// on top (Iris pushes if needed, so a route never sits directly on
  /// itself); `popToRoot` empties it;
  /// `present` replaces the sheet (there is only one); `dismissSheet` clears
  /// it (a no-op with none up). `selectTab` changes the selected tab and
  /// keeps every stack; `markRead` and `recordSearch` leave navigation alone.
  /// - Parameter step: the step to apply.
  public mutating func apply(_ step: MailboxFlow.FlowStep) {
    switch step {
    case .nav(.push(let route)):
      if currentStack.last != route { stacks[selectedTab, default: []].append(route) }
    case .nav(.popToRoot): stacks[selectedTab] = []
    case .nav(.present(let newSheet)): sheet = newSheet
    case .nav(.dismissSheet): sheet = nil
    case .effect(.selectTab(let tab)): selectedTab = tab
    case .effect(.markRead), .effect(.recordSearch): break
    }
  }

  /// Applies steps in order.
  /// - Parameter steps: the steps, typically `MailboxFlow.operations(intent:)`.
  public mutating func apply(_ steps: [MailboxFlow.FlowStep]) {
    for step in steps { apply(step) }
  }

  /// The state after one step.
  /// - Parameter step: the step to apply.
  /// - Returns: a copy with the step applied.
  public func applying(_ step: MailboxFlow.FlowStep) -> MailboxState {
    var copy = self
    copy.apply(step)
    return copy
  }

  /// The state after the given steps, in order.
  /// - Parameter steps: the steps to apply.
  /// - Returns: a copy with every step applied.
  public func applying(_ steps: [MailboxFlow.FlowStep]) -> MailboxState {
    var copy = self
    copy.apply(steps)
    return copy
  }

  /// The state after routing an intent: resolve it against `self` with
  /// ``MailboxResolver``, then apply ``MailboxFlow``'s steps.
  /// - Parameter intent: the intent, as parsed or tapped.
  /// - Returns: the resulting state.
  public func routing(_ intent: MailboxIntent) -> MailboxState {
    applying(MailboxFlow.operations(intent: MailboxResolver.resolve(intent, in: self)))
  }
}

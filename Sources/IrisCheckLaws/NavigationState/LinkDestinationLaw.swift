import IrisCheckCore

/// LinkDestination: every link lands where the app's own content says it
/// must: on its tab, with the whole stack beneath it, under its sheet; and
/// a link the content cannot serve fails softly, changing nothing.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch and
/// every link `l`, with `m` the model after the `o`s: when
/// `destination(m, l)` is a landing, `open(l)` parses (the parser does not
/// reject it) and performing it leaves the selected tab, that tab's whole
/// path and the sheet equal to the landing's; when it is `nil`, the link
/// changes nothing (a parser rejection and a soft failure both do, and the
/// report counts each apart).
///
/// **Told apart.** A link the parser rejects (`open` returns `nil`) and a
/// link that parses but changes nothing when performed (it fails softly at
/// resolution) fail in directions of their own, `parser rejects` and
/// `fails softly`; every example is classified `landed`, `failed softly`
/// or `rejected by the parser`, so a report shows which road each took.
///
/// **Generated.** Pairs of an op sequence and a link from the app's
/// generator (stale identities included), shrinking toward fewer ops and
/// simpler links.
///
/// **Violation.** A detail link that lands without its collection beneath:
///
/// ```
/// ❌ LinkDestination violated (stack beneath): after [], the link .item(1) landed on
///    .home with the path [.item(1)] and the sheet nil; expected .home with the path
///    [.catalog, .item(1)] and the sheet nil
/// ```
public struct LinkDestinationLaw<Model: NavigationModel, Link: Sendable>: AsyncLaw {
  /// Where a link lands: the selected tab, that tab's whole path (bottom
  /// first, the link's screen on top) and the sheet.
  public typealias Landing = (tab: Model.Tab, path: [Model.Route], sheet: Model.Sheet?)
  /// One example: the ops that set the scene, then the link.
  public typealias Input = (ops: [Model.Op], link: Link)

  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model
  /// The app's parser: the op a link opens, or `nil` when it rejects it.
  package let open: @Sendable (Link) -> Model.Op?
  /// Where a link must land, from the model's content; `nil` when it must
  /// change nothing.
  package let destination: @MainActor @Sendable (Model, Link) -> Landing?

  /// Creates the law.
  /// - Parameters:
  ///   - make: creates the model at launch.
  ///   - open: the app's parser and router: the op a link opens (for a URL,
  ///     parse it as the app does), or `nil` when the parser rejects it.
  ///   - destination: where the link must land given the model's content
  ///     before it (its tab, the whole stack beneath it, its sheet), or
  ///     `nil` when the content cannot serve it (a stale identity).
  public init(
    make: @escaping @MainActor @Sendable () -> Model,
    open: @escaping @Sendable (Link) -> Model.Op?,
    destination: @escaping @MainActor @Sendable (Model, Link) -> Landing?
  ) {
    self.make = make
    self.open = open
    self.destination = destination
  }

  /// `LinkDestination`.
  public var name: String { "LinkDestination" }

  /// Sets the scene, parses and performs the link, and compares.
  /// - Parameter input: the ops, then the link.
  /// - Returns: `nil` when the link landed where its destination says (or
  ///   changed nothing, when it has none); otherwise a violation in
  ///   direction `parser rejects`, `fails softly`, `tab`, `stack beneath`,
  ///   `sheet` (the first part that differs) or `stale link moved`.
  public func check(_ input: Input) async -> LawViolation? {
    await MainActorJudge.run { judge(input) }
  }

  @MainActor private func judge(_ input: Input) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    for op in input.ops { recorder.perform(op) }
    let start = recorder.current
    let expected = destination(recorder.model, input.link)
    let scene =
      NavigationRecorder<Model>.after(input.ops) + ", the link " + SwiftLiteral.describe(input.link)
    guard let op = open(input.link) else {
      label("rejected by the parser")
      guard let expected else { return nil }
      return violation(
        "parser rejects", scene + " was rejected by the parser; expected " + text(expected))
    }
    recorder.perform(op)
    let end = recorder.current
    label(end == start ? "failed softly" : "landed")
    guard let expected else {
      guard end != start else { return nil }
      return violation(
        "stale link moved",
        scene + " moved navigation to \(SwiftLiteral.describe(end)); its content is gone, so "
          + "expected no change")
    }
    let landed = (tab: end.selectedTab, path: end.path(for: end.selectedTab), sheet: end.sheet)
    if end == start, landed != expected {
      return violation(
        "fails softly",
        scene + " parsed as \(SwiftLiteral.describe(op)) but changed nothing (it failed softly "
          + "at resolution); expected " + text(expected))
    }
    let part: String
    if landed.tab != expected.tab {
      part = "tab"
    } else if landed.path != expected.path {
      part = "stack beneath"
    } else if landed.sheet != expected.sheet {
      part = "sheet"
    } else {
      return nil
    }
    return violation(
      part, scene + " landed on " + text(landed) + "; expected " + text(expected))
  }

  private func text(_ landing: Landing) -> String {
    "\(SwiftLiteral.describe(landing.tab)) with the path \(SwiftLiteral.describe(landing.path)) "
      + "and the sheet \(SwiftLiteral.describe(landing.sheet as Any))"
  }

  private func violation(_ direction: String, _ message: String) -> LawViolation {
    LawViolation(law: name, direction: direction, message: message)
  }
}

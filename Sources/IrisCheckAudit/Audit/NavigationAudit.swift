import Foundation
import Iris
import IrisCheckCore
import IrisCheckLaws

/// A link audit that runs the consumer's code: the eight checks of Iris's
/// `iris-audit` skill, decided by printing, parsing and routing example
/// intents instead of reading source files.
///
/// Give it the pieces a coordinator is built from:
/// - **Intents**: example values, at least one per intent case (for
///   instance the consumer's `static let examples`), and optionally a
///   generator whose values join them. Intent cases are known only through
///   these values: a case no example shows is invisible to the audit.
/// - **Codec**: a ``/IrisCheckLaws/LinkCodec`` (or an Iris `URLCodec` via
///   ``/IrisCheckLaws/LinkCodec/init(_:isUnknown:)``).
/// - **Flow**: a `NavigationFlow` type or an `(Intent) -> [Step]` closure.
/// - **Route and sheet cases**: one example value per case of the flow's
///   `Route` and `SheetRoute` (payloads do not matter; values are grouped
///   by ``/IrisCheckCore/CaseName``).
/// - **Handled effects**: `handles(effect)` answers whether the
///   coordinator's `apply` acts on an effect; for an exhaustive `switch`
///   this is `{ _ in true }`, for a coordinator that ignores some effects it
///   names them.
/// - **Link-less cases** (optional): intent case names that have no URL by
///   design, such as intents resolved from state; checks 2 and 8 skip them.
///
/// ```swift
/// let audit = NavigationAudit(
///   flow: MailboxFlow.self, examples: MailboxIntent.examples,
///   codec: LinkCodec(MailboxCodec()) { if case .unknown = $0 { true } else { false } },
///   routes: [.thread(id: "t"), ...], sheets: [.compose(draft: .init()), ...],
///   handles: { _ in true }, linkless: ["settingsSheet", "settingsPush"])
/// let report = audit.run()       // report.passed, report.markdown
/// ```
/// **How each check is decided** is documented on ``run()``.
public struct NavigationAudit<
  Intent: Equatable & Sendable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable
>: Sendable {
  /// One step of the audited flow.
  package typealias FlowStep = Step<Route, SheetRoute, SideEffect>

  /// A name for the report's title, such as `MailboxFlow`.
  package var subject: String
  /// The example intents, in the order rows and catalog entries appear.
  package var examples: [Intent]
  /// Extra intents, for instance drawn from a generator; they join the
  /// checks but not the catalog.
  package var generated: [Intent]
  /// The codec under audit.
  package var codec: LinkCodec<Intent>
  /// The flow under audit.
  package var operations: @Sendable (Intent) -> [FlowStep]
  /// One value per stack-route case.
  package var routes: [Route]
  /// One value per sheet-route case.
  package var sheets: [SheetRoute]
  /// Whether the coordinator handles an effect.
  package var handles: @Sendable (SideEffect) -> Bool
  /// Intent case names (as ``CaseName/of(_:)`` spells them) with no URL by
  /// design.
  package var linkless: Set<String>
  /// Extra URL strings to parse, besides the printed examples, such as
  /// hand-written links from docs; a link that parses to a case nothing
  /// prints fails check 6.
  package var links: [String]

  /// Creates an audit from closures.
  /// - Parameters:
  ///   - subject: a name for the report; defaults to `"navigation"`.
  ///   - examples: example intents, one or more per case.
  ///   - generated: extra intents that join the checks; defaults to none.
  ///   - codec: the codec.
  ///   - operations: the flow, intent to steps.
  ///   - routes: one value per stack-route case.
  ///   - sheets: one value per sheet-route case; defaults to none.
  ///   - handles: whether the coordinator handles an effect; defaults to
  ///     "handles every effect".
  ///   - linkless: intent case names with no URL by design; defaults to none.
  ///   - links: extra URL strings to parse; defaults to none.
  public init(
    subject: String = "navigation",
    examples: [Intent],
    generated: [Intent] = [],
    codec: LinkCodec<Intent>,
    operations: @escaping @Sendable (Intent) -> [Step<Route, SheetRoute, SideEffect>],
    routes: [Route],
    sheets: [SheetRoute] = [],
    handles: @escaping @Sendable (SideEffect) -> Bool = { _ in true },
    linkless: Set<String> = [],
    links: [String] = []
  ) {
    self.subject = subject
    self.examples = examples
    self.generated = generated
    self.codec = codec
    self.operations = operations
    self.routes = routes
    self.sheets = sheets
    self.handles = handles
    self.linkless = linkless
    self.links = links
  }

  /// Creates an audit of a `NavigationFlow` type; the subject is the
  /// flow's type name.
  /// - Parameters:
  ///   - flow: the flow type.
  ///   - examples: example intents, one or more per case.
  ///   - generated: extra intents that join the checks; defaults to none.
  ///   - codec: the codec.
  ///   - routes: one value per stack-route case.
  ///   - sheets: one value per sheet-route case; defaults to none.
  ///   - handles: whether the coordinator handles an effect; defaults to
  ///     "handles every effect".
  ///   - linkless: intent case names with no URL by design; defaults to none.
  ///   - links: extra URL strings to parse; defaults to none.
  public init<Flow: NavigationFlow>(
    flow: Flow.Type,
    examples: [Intent],
    generated: [Intent] = [],
    codec: LinkCodec<Intent>,
    routes: [Route],
    sheets: [SheetRoute] = [],
    handles: @escaping @Sendable (SideEffect) -> Bool = { _ in true },
    linkless: Set<String> = [],
    links: [String] = []
  )
  where
    Flow.Intent == Intent, Flow.Route == Route, Flow.SheetRoute == SheetRoute,
    Flow.SideEffect == SideEffect
  {
    self.init(
      subject: String(describing: flow), examples: examples, generated: generated, codec: codec,
      operations: { Flow.operations(intent: $0) }, routes: routes, sheets: sheets,
      handles: handles, linkless: linkless, links: links)
  }

  /// Draws intents from a generator, deterministically, to pass as
  /// `generated`: `generator.sample(count: count, seed: seed)`.
  /// - Parameters:
  ///   - generator: the intent generator.
  ///   - count: how many to draw; values whose generation stops are skipped.
  ///   - seed: the seed; the same seed draws the same intents.
  /// - Returns: up to `count` intents.
  package static func draw(_ generator: Gen<Intent>, count: Int, seed: UInt64) -> [Intent] {
    generator.sample(count: count, seed: seed)
  }
}

extension NavigationAudit where SideEffect: Equatable {
  /// Creates an audit of a ``/IrisCheckLaws/FlowUnderTest``, the form the flow laws take.
  /// - Parameters:
  ///   - subject: a name for the report; defaults to `"navigation"`.
  ///   - examples: example intents, one or more per case.
  ///   - generated: extra intents that join the checks; defaults to none.
  ///   - codec: the codec.
  ///   - flow: the flow; only its `operations` is called.
  ///   - routes: one value per stack-route case.
  ///   - sheets: one value per sheet-route case; defaults to none.
  ///   - handles: whether the coordinator handles an effect; defaults to
  ///     "handles every effect".
  ///   - linkless: intent case names with no URL by design; defaults to none.
  ///   - links: extra URL strings to parse; defaults to none.
  public init(
    subject: String = "navigation",
    examples: [Intent],
    generated: [Intent] = [],
    codec: LinkCodec<Intent>,
    flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    routes: [Route],
    sheets: [SheetRoute] = [],
    handles: @escaping @Sendable (SideEffect) -> Bool = { _ in true },
    linkless: Set<String> = [],
    links: [String] = []
  ) {
    self.init(
      subject: subject, examples: examples, generated: generated, codec: codec,
      operations: flow.operations, routes: routes, sheets: sheets, handles: handles,
      linkless: linkless, links: links)
  }
}

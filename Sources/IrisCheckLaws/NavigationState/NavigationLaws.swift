import IrisCheckCore

/// The navigation-as-state laws for one model as a ``LawSuite``:
/// ``TabIsolationLaw``, ``BothRoadsLaw``, ``AtomicArrivalLaw``,
/// ``StaleLinkFailsSoftlyLaw``, ``CurrentScreenJournalLaw``,
/// ``GatedWorkLifetimeLaw`` and ``SessionScopedStaysOutLaw``.
///
/// ```swift
/// await NavigationLaws(
///   { MailboxNavigation(threadExists: { $0 != "deleted" }) },
///   ops: MailboxGenerators.op, staleLinks: .just(.open(.thread(id: "deleted"))),
///   isRestoration: { if case .restore = $0 { true } else { false } }
/// ).suite.check()  // one issue per broken law
/// ```
public struct NavigationLaws<Model>: Sendable
where Model: SystemRoads & ScreenJournaling & GatedWork & SessionRestoring {
  /// The state a model reads as.
  public typealias Snapshot = NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>

  /// The suite, in the order above.
  ///
  /// Op sequences have 1 to `maxOps` ops (the scene before a system action
  /// or a stale link 0 to `maxOps`);
  /// ``AtomicArrivalLaw``'s inputs are classified by the intermediate
  /// states seen, the others' by length.
  public let suite: LawSuite

  /// Collects the navigation laws.
  /// - Parameters:
  ///   - make: creates the model at launch; called afresh for every example.
  ///   - ops: the generator of single ops: links, taps, named ops,
  ///     gestures, restorations; its simplest op should be harmless.
  ///   - staleLinks: the generator of links whose identities the model's
  ///     content does not hold.
  ///   - fallback: where a stale link may land instead of changing nothing;
  ///     defaults to `nil`.
  ///   - isRestoration: recognises the ops that install a whole snapshot
  ///     (exempt from ``TabIsolationLaw``); defaults to none.
  ///   - requiresAtomicity: whether ops must arrive in one change; defaults
  ///     to `true` (see ``AtomicArrivalLaw``).
  ///   - maxOps: the longest op sequence; defaults to 8.
  public init(
    _ make: @escaping @Sendable () -> Model,
    ops: Gen<Model.Op>,
    staleLinks: Gen<Model.Op>,
    fallback: (@Sendable (Snapshot) -> Snapshot)? = nil,
    isRestoration: @escaping @Sendable (Model.Op) -> Bool = { _ in false },
    requiresAtomicity: Bool = true,
    maxOps: Int = 8
  ) {
    // NB: a journey has at least one op; a scene before a stale link or a
    // system action may be empty.
    let journeys = Gen<[Model.Op]>.array(of: ops, count: 1...maxOps)
    let scenes = Gen<[Model.Op]>.array(of: ops, count: 0...maxOps)
    let length: @Sendable ([Model.Op]) -> String = { "\($0.count) ops" }
    let actions = Gen<SystemAction<Model.Tab>>.oneOf(
      Gen<Model.Tab>.element(of: Array(Model.Tab.allCases)).map { .tapTab($0) },
      .just(.back), .just(.swipeToDismiss))
    suite = LawSuite([
      .law(
        TabIsolationLaw(make: make, isRestoration: isRestoration), over: journeys,
        classify: length),
      .law(
        BothRoadsLaw(make: make),
        over: Gen.zip(scenes, actions).map { (ops: $0, action: $1) },
        classify: { SwiftLiteral.describe($0.action) }),
      .atomicArrival(
        AtomicArrivalLaw(make: make, requiresAtomicity: requiresAtomicity), over: journeys),
      .law(
        StaleLinkFailsSoftlyLaw(make: make, fallback: fallback),
        over: Gen.zip(scenes, staleLinks).map { (ops: $0, link: $1) },
        classify: { length($0.ops) }),
      .law(CurrentScreenJournalLaw(make: make), over: journeys, classify: length),
      .law(GatedWorkLifetimeLaw(make: make), over: journeys, classify: length),
      .law(SessionScopedStaysOutLaw(make: make), over: journeys, classify: length),
    ])
  }
}

extension LawSuite.Entry {
  /// An entry that checks ``AtomicArrivalLaw`` on op sequences and
  /// classifies each by the intermediate states its ops showed, so a report
  /// of a step-by-step flow says what was seen: `atomic` when none, else
  /// for example `intermediate: paths pending, sheet pending` (see
  /// ``AtomicArrivalLaw/intermediateKinds(_:)``).
  /// - Parameters:
  ///   - law: the law, atomic or report-only.
  ///   - ops: the generator of op sequences.
  /// - Returns: the entry.
  public static func atomicArrival<Model: NavigationModel>(
    _ law: AtomicArrivalLaw<Model>, over ops: Gen<[Model.Op]>
  ) -> LawSuite.Entry {
    .law(
      law, over: ops,
      classify: { ArrivalJudgement.coverageClass(law.intermediateKinds($0)) })
  }
}

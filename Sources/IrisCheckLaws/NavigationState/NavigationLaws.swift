import IrisCheckCore

/// The navigation-as-state laws for one model as a ``LawSuite``, each law
/// there when the model has what it needs: `TabIsolation`,
/// ``AtomicArrivalLaw`` and `StaleLinkFailsSoftly` for every
/// ``NavigationModel``; `BothRoads` with ``SystemRoads``;
/// `CurrentScreenJournal` with ``ScreenJournaling``;
/// `GatedWorkLifetime` with ``GatedWork``; `SessionScopedStaysOut`
/// and `RestoredNavigation` with ``SessionRestoring``.
///
/// ```swift
/// await NavigationLaws(
///   { MailboxNavigation(threadExists: { $0 != "deleted" }) },
///   ops: MailboxGenerators.op, staleLinks: .just(.open(.thread(id: "deleted"))),
///   isRestoration: { if case .restore = $0 { true } else { false } }
/// ).suite.check()  // one issue per broken law
/// ```
public struct NavigationLaws<Model: NavigationModel>: Sendable {
  /// The state a model reads as.
  public typealias Snapshot = NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>

  /// The suite, in the order above; ``LawSuite/entries`` names the laws
  /// the model's protocols brought in.
  ///
  /// Op sequences have 1 to `maxOps` ops (the scene before a system action
  /// or a stale link 0 to `maxOps`);
  /// ``AtomicArrivalLaw``'s inputs are classified by the intermediate
  /// states seen, the others' by length.
  public let suite: LawSuite

  /// Collects the navigation laws the model's protocols call for.
  /// - Parameters:
  ///   - make: creates the model at launch; called afresh for every example.
  ///   - ops: the generator of single ops: links, taps, named ops,
  ///     gestures, restorations; its simplest op should be harmless.
  ///   - staleLinks: the generator of links whose identities the model's
  ///     content does not hold.
  ///   - fallback: where a stale link may land instead of changing nothing;
  ///     defaults to `nil`.
  ///   - isRestoration: recognises the ops that install a whole snapshot
  ///     (exempt from `TabIsolation`); defaults to none.
  ///   - requiresAtomicity: whether ops must arrive in one change; defaults
  ///     to `true` (see ``AtomicArrivalLaw``).
  ///   - maxOps: the longest op sequence; defaults to 8.
  public init(
    _ make: @escaping @MainActor @Sendable () -> Model,
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
    var entries: [LawSuite.Entry] = [
      .law(
        TabIsolationLaw(make: make, isRestoration: isRestoration), over: journeys,
        classify: length)
    ]
    if let roads = Model.self as? any SystemRoads.Type {
      entries.append(Self.bothRoads(roads, make, scenes))
    }
    entries += [
      .atomicArrival(
        AtomicArrivalLaw(make: make, requiresAtomicity: requiresAtomicity), over: journeys),
      .law(
        StaleLinkFailsSoftlyLaw(make: make, fallback: fallback),
        over: Gen.zip(scenes, staleLinks).map { (ops: $0, link: $1) },
        classify: { length($0.ops) }),
    ]
    if let journaling = Model.self as? any ScreenJournaling.Type {
      entries.append(Self.journal(journaling, make, journeys))
    }
    if let work = Model.self as? any GatedWork.Type {
      entries.append(Self.gatedWork(work, make, journeys))
    }
    if let restoring = Model.self as? any SessionRestoring.Type {
      entries += Self.restoration(restoring, make, journeys, scenes)
    }
    suite = LawSuite(entries)
  }

  // MARK: - The laws a protocol brings in

  private static func bothRoads<M: SystemRoads>(
    _: M.Type, _ make: @escaping @MainActor @Sendable () -> Model, _ scenes: Gen<[Model.Op]>
  ) -> LawSuite.Entry {
    let actions = Gen<SystemAction<M.Tab>>.oneOf(
      Gen<M.Tab>.element(of: Array(M.Tab.allCases)).map { .tapTab($0) },
      .just(.back), .just(.swipeToDismiss))
    let opsAsM = same(scenes, as: Gen<[M.Op]>.self)
    return .law(
      BothRoadsLaw(make: made(make, as: M.self)),
      over: Gen.zip(opsAsM, actions).map { (ops: $0, action: $1) },
      classify: { SwiftLiteral.describe($0.action) })
  }

  private static func journal<M: ScreenJournaling>(
    _: M.Type, _ make: @escaping @MainActor @Sendable () -> Model, _ journeys: Gen<[Model.Op]>
  ) -> LawSuite.Entry {
    .law(
      CurrentScreenJournalLaw(make: made(make, as: M.self)),
      over: same(journeys, as: Gen<[M.Op]>.self), classify: { "\($0.count) ops" })
  }

  private static func gatedWork<M: GatedWork>(
    _: M.Type, _ make: @escaping @MainActor @Sendable () -> Model, _ journeys: Gen<[Model.Op]>
  ) -> LawSuite.Entry {
    .law(
      GatedWorkLifetimeLaw(make: made(make, as: M.self)),
      over: same(journeys, as: Gen<[M.Op]>.self), classify: { "\($0.count) ops" })
  }

  private static func restoration<M: SessionRestoring>(
    _: M.Type, _ make: @escaping @MainActor @Sendable () -> Model,
    _ journeys: Gen<[Model.Op]>, _ scenes: Gen<[Model.Op]>
  ) -> [LawSuite.Entry] {
    let journeysAsM = same(journeys, as: Gen<[M.Op]>.self)
    let scenesAsM = same(scenes, as: Gen<[M.Op]>.self)
    return [
      .law(
        SessionScopedStaysOutLaw(make: made(make, as: M.self)), over: journeysAsM,
        classify: { "\($0.count) ops" }),
      .law(
        RestoredNavigationLaw(make: made(make, as: M.self)),
        over: Gen.zip(journeysAsM, scenesAsM).map { (saved: $0, then: $1) },
        classify: { "\($0.then.count) ops after saving" }),
    ]
  }

  // NB: `Model` is `M` itself (the cast that opened `M` succeeded), so a
  // value typed with `Model` is one typed with `M`: the cast never fails,
  // it only restates the type the compiler lost.
  private static func made<M>(
    _ make: @escaping @MainActor @Sendable () -> Model, as _: M.Type
  ) -> @MainActor @Sendable () -> M {
    { make() as! M }
  }

  private static func same<T, U>(_ value: T, as _: U.Type) -> U {
    value as! U
  }
}

extension LawSuite.Entry {
  /// An entry that checks ``AtomicArrivalLaw`` on op sequences and
  /// classifies each by the intermediate states its ops showed, so a report
  /// of a step-by-step flow says what was seen: `atomic` when none, else
  /// for example `intermediate: paths pending, sheet pending` (see
  /// `AtomicArrivalLaw.intermediateKinds(_:)`).
  /// - Parameters:
  ///   - law: the law, atomic or report-only.
  ///   - ops: the generator of op sequences.
  /// - Returns: the entry.
  public static func atomicArrival<Model: NavigationModel>(
    _ law: AtomicArrivalLaw<Model>, over ops: Gen<[Model.Op]>
  ) -> LawSuite.Entry {
    LawSuite.Entry(name: law.name, probe: LawProbe(law, over: ops)) { configuration in
      await LawSuite.run(law.name, ops, configuration) { input in
        await MainActorJudge.run { law.classifyAndCheck(input) }
      }
    }
  }
}

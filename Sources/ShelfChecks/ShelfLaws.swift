import IrisCheckCore
import IrisCheckLaws
import Shelf

/// The reading app plugged into the laws: its codec, its flow (with
/// restoration of its session), and its coordinator through
/// ``harness(tapWiring:bugs:latency:)``.
///
/// ```swift
/// @Test func shelfObeysTheCodecAndFlowLaws() async {
///   await ShelfLaws.all.check()
/// }
/// ```
public enum ShelfLaws {
  /// The app's flow, for the flow laws.
  public static let flow = FlowUnderTest(ShelfFlow.self)

  /// One value of each route case, for `Reachability`.
  public static let routes: [ShelfRoute] = [.book(""), .author("")]

  /// One value of each sheet case, for `Reachability`.
  public static let sheets: [ShelfSheet] = [.share(""), .signIn]

  /// Every law on the real app: ``codec(_:)``, ``flow(_:)``, the
  /// coordinator laws with taps on the linkSwitcher and, named
  /// `(ui taps)`, on the uiSwitcher (``coordinator(_:label:)``), and
  /// ``coordinatorArrival(_:)``.
  public static var all: LawSuite {
    codec() + flow() + coordinator()
      + coordinator(harness(tapWiring: .uiSwitcher), label: "ui taps") + coordinatorArrival()
  }

  /// The codec laws over ``ShelfGenerators/intent`` and ``ShelfGenerators/urlString``.
  /// - Parameter codec: the codec under test; `LinkCodec.shelf` by default.
  /// - Returns: the suite.
  public static func codec(_ codec: LinkCodec<ShelfIntent> = .shelf) -> LawSuite {
    CodecLaws(codec, intents: ShelfGenerators.intent, urls: ShelfGenerators.urlString).suite
  }

  /// The flow laws (`.unknown` is the no-op; every route and sheet case is
  /// reached) and `Restoration` of the ``/Shelf/ShelfSession``, routed step
  /// by step with `ShelfSession.applying(_:)`.
  /// - Parameter flow: the flow under test; ``flow`` by default.
  /// - Returns: the suite.
  public static func flow(
    _ flow: FlowUnderTest<ShelfIntent, ShelfRoute, ShelfSheet, ShelfEffect> = flow
  ) -> LawSuite {
    let laws = FlowLaws(
      flow, intents: ShelfGenerators.intent,
      isNoOp: { if case .unknown = $0 { true } else { false } },
      routes: routes, sheets: sheets)
    return laws.suite + laws.restoration(initial: ShelfSession(), reducer: { $0.applying($1) })
  }
}

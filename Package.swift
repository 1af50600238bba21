// swift-tools-version: 6.2
// 6.2: the sources use `nonisolated(nonsending)` and Swift Testing's
// `TestScoping`, both new in Swift 6.2.
import PackageDescription

// The layers, each depending only on the ones above it:
//   Iris ← IrisCheckCore ← IrisCheckScheduling ← IrisCheckLaws ← IrisCheckAudit
//        ← IrisCheck (Swift Testing and XCTest integration; re-exports them all)
// Nothing but `IrisCheck` links a test framework, so fuzz binaries,
// benchmarks and `make check` link only what they run.
var targets: [Target] = [
  // The headless navigation core: same public names as Iris 1.0.
  .target(name: "Iris"),
  // The engine: choices, generators, shrinking, the runner, reports.
  .target(name: "IrisCheckCore"),
  // The deterministic scheduler and the virtual clock.
  .target(name: "IrisCheckScheduling", dependencies: ["IrisCheckCore"]),
  // Domain generators and the laws, generic over the user's codec and flow;
  // concurrent passes run under the scheduler.
  .target(name: "IrisCheckLaws", dependencies: ["Iris", "IrisCheckCore", "IrisCheckScheduling"]),
  // The link audit, URL catalog and routing graph.
  .target(name: "IrisCheckAudit", dependencies: ["Iris", "IrisCheckCore", "IrisCheckLaws"]),
  // What a test target imports: forAll, traits, issue reporting, and
  // everything above re-exported.
  .target(
    name: "IrisCheck",
    dependencies: ["IrisCheckCore", "IrisCheckLaws", "IrisCheckScheduling", "IrisCheckAudit"]
  ),
  // Fuzz-side oracles, shared by the fuzz executables and regression tests.
  .target(name: "IrisFuzz", dependencies: ["Iris", "IrisCheckCore", "IrisCheckLaws"]),
  // Test fixtures: shrink challenges, planted bugs, Iris's own router
  // oracles. Not a product.
  .target(
    name: "IrisCheckFixtures", dependencies: ["Iris", "IrisCheckCore", "IrisCheckLaws", "IrisFuzz"]
  ),
  // The sample consumer: a mail app's navigation, written as an Iris user.
  .target(name: "Mailbox", dependencies: ["Iris"]),
  // The sample consumer plugged into IrisCheck: its generators and law wiring.
  .target(
    name: "MailboxChecks",
    dependencies: ["Mailbox", "Iris", "IrisCheckCore", "IrisCheckLaws", "IrisCheckAudit"]
  ),
  .executableTarget(
    name: "Benchmarks",
    dependencies: [
      "Iris", "IrisCheckCore", "IrisCheckLaws", "IrisFuzz", "IrisCheckFixtures", "Mailbox",
      "MailboxChecks",
    ]
  ),
  // `make check`: every law and the link audit over the sample app, as a report.
  .executableTarget(
    name: "MailboxReport",
    dependencies: ["IrisCheckCore", "IrisCheckLaws", "IrisCheckAudit", "Mailbox", "MailboxChecks"]
  ),
  .testTarget(name: "IrisTests", dependencies: ["Iris", "IrisCheck", "IrisCheckFixtures"]),
  .testTarget(name: "Iris10CompatibilityTests", dependencies: ["Iris"]),
  .testTarget(name: "IrisCheckTests", dependencies: ["IrisCheck", "IrisCheckFixtures"]),
  // The XCTest path: `XCTAssert*` inside properties, in `PropertyTestCase`s.
  .testTarget(name: "IrisCheckXCTests", dependencies: ["IrisCheck"]),
  .testTarget(
    name: "MailboxTests",
    dependencies: ["Mailbox", "MailboxChecks", "IrisCheck"]
  ),
  .testTarget(
    name: "IrisFuzzTests",
    dependencies: ["IrisFuzz", "IrisCheckFixtures", "Mailbox", "MailboxChecks", "IrisCheck"]
  ),
]

// The libFuzzer executables, one thin `LLVMFuzzerTestOneInput` each under
// `Fuzz/Sources/<Target>/`. They exist only when `IRISCHECK_FUZZ` is set
// (Scripts/fuzz.sh sets it), so a plain `swift build` never links them.
if Context.environment["IRISCHECK_FUZZ"] != nil {
  let oracles: [Target.Dependency] = ["IrisFuzz"]
  let mailbox: [Target.Dependency] = oracles + ["Mailbox", "MailboxChecks"]
  let fixtures: [Target.Dependency] = oracles + ["IrisCheckFixtures"]
  let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("MailboxCodecRaw", mailbox),
    ("MailboxIntentChoices", mailbox),
    ("MailboxDifferential", fixtures),
    ("RouterPatterns", fixtures),
    ("PlantedPercentCrash", fixtures),
    // Not a fuzz target: writes the seed corpus (Scripts/make-corpus.sh).
    ("MakeCorpus", mailbox + ["IrisCheckCore", "IrisCheckLaws", "IrisCheckFixtures"]),
  ]
  for target in fuzzTargets {
    targets.append(
      .executableTarget(
        name: target.name, dependencies: target.dependencies,
        path: "Fuzz/Sources/\(target.name)"))
  }
}

let package = Package(
  name: "IrisCheck",
  // NB: declared, not built here: CI builds and tests on Linux only.
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Iris", targets: ["Iris"]),
    .library(name: "IrisCheck", targets: ["IrisCheck"]),
    .library(name: "IrisCheckCore", targets: ["IrisCheckCore"]),
    .library(name: "IrisCheckLaws", targets: ["IrisCheckLaws"]),
    .library(name: "IrisCheckScheduling", targets: ["IrisCheckScheduling"]),
    .library(name: "IrisCheckAudit", targets: ["IrisCheckAudit"]),
    .library(name: "IrisFuzz", targets: ["IrisFuzz"]),
    .library(name: "Mailbox", targets: ["Mailbox"]),
    .library(name: "MailboxChecks", targets: ["MailboxChecks"]),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)

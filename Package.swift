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
  .target(name: "IrisCheckScheduling", dependencies: ["IrisCheckCore", "CConcurrencyHooks"]),
  // The concurrency runtime's enqueue hooks, by link-time reference, and
  // (Linux) the main dispatch queue's functions, by interposition.
  .target(
    name: "CConcurrencyHooks", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
  // Domain generators and the laws, generic over the user's codec, flow and
  // coordinator; concurrent passes and coordinator bursts run under the
  // scheduler.
  .target(name: "IrisCheckLaws", dependencies: ["Iris", "IrisCheckCore", "IrisCheckScheduling"]),
  // The link audit, URL catalog and routing graph.
  .target(name: "IrisCheckAudit", dependencies: ["Iris", "IrisCheckCore", "IrisCheckLaws"]),
  // What a test target imports: forAll, traits, issue reporting, and
  // everything above re-exported.
  .target(
    name: "IrisCheck",
    dependencies: [
      "Iris", "IrisCheckCore", "IrisCheckLaws", "IrisCheckScheduling", "IrisCheckAudit",
    ]
  ),
  // Fuzz-side oracles, shared by the fuzz executables and regression tests,
  // and `FuzzMain`, the main of a package's fuzz executable.
  .target(
    name: "IrisFuzz", dependencies: ["Iris", "IrisCheckCore", "IrisCheckLaws", "CLibFuzzerDriver"]),
  // libFuzzer's `LLVMFuzzerRunDriver`, linked when the `fuzz` plugin builds.
  .target(name: "CLibFuzzerDriver"),
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
    dependencies: [
      "Mailbox", "Iris", "IrisCheckCore", "IrisCheckLaws", "IrisCheckScheduling", "IrisCheckAudit",
    ]
  ),
  // The second sample: a reading app whose book screen loads after its
  // push, with redirects, taps on either executor, restores and planted bugs.
  .target(name: "Shelf", dependencies: ["Iris"]),
  // The reading app plugged into IrisCheck: its generators, catalog double and law wiring.
  .target(
    name: "ShelfChecks",
    dependencies: ["Shelf", "Iris", "IrisCheckCore", "IrisCheckLaws"]
  ),
  .executableTarget(
    name: "Benchmarks",
    dependencies: [
      "Iris", "IrisCheckCore", "IrisCheckLaws", "IrisFuzz", "IrisCheckFixtures", "Mailbox",
      "MailboxChecks", "Shelf", "ShelfChecks",
    ]
  ),
  // `swift package fuzz`: the command plugin, the worker it runs (also
  // `make fuzz`'s campaign runner), and the worker's logic.
  .plugin(
    name: "FuzzPlugin",
    capability: .command(
      intent: .custom(
        verb: "fuzz",
        description: "Build the FuzzMain executables with libFuzzer and fuzz their targets"),
      permissions: [
        .writeToPackageDirectory(
          reason: "The fuzz targets' corpus and findings live in Corpus/, and the fuzz build "
            + "in .build/fuzz.")
      ]),
    dependencies: ["IrisFuzzTool"]),
  .executableTarget(name: "IrisFuzzTool", dependencies: ["IrisFuzzCampaign"]),
  .target(name: "IrisFuzzCampaign"),
  // The sample app's law suites as fuzz targets (`swift package fuzz`): the
  // list, also replayed by `FuzzTargetTests`, and the executable.
  .target(
    name: "MailboxFuzzTargets", dependencies: ["IrisFuzz", "MailboxChecks"],
    path: "Fuzz/Main/MailboxFuzzTargets"),
  .executableTarget(
    name: "MailboxFuzz", dependencies: ["IrisFuzz", "MailboxFuzzTargets"],
    path: "Fuzz/Main/MailboxFuzz"),
  // `make check`: every law over both sample apps and the link audit, as a report.
  .executableTarget(
    name: "MailboxReport",
    dependencies: [
      "IrisCheckCore", "IrisCheckLaws", "IrisCheckAudit", "Mailbox", "MailboxChecks", "Shelf",
      "ShelfChecks",
    ]
  ),
  // Test support: runs tests that record expected failures in a child test
  // process (and a process to its end), so a green `swift test` prints none
  // of those failures. Not a product.
  .target(name: "IrisCheckTestSupport", path: "Tests/IrisCheckTestSupport"),
  .testTarget(name: "IrisTests", dependencies: ["Iris", "IrisCheck", "IrisCheckFixtures"]),
  .testTarget(name: "Iris10CompatibilityTests", dependencies: ["Iris"]),
  .testTarget(
    name: "IrisCheckTests",
    dependencies: [
      "IrisCheck", "IrisCheckFixtures", "IrisCheckTestSupport", "Shelf", "ShelfChecks",
      "MailboxChecks",
    ]
  ),
  // Files that import only `IrisCheckCore`, in a target that links
  // `IrisCheck` as a user's test target does: the engine must behave the same.
  .testTarget(
    name: "IrisCheckCoreTests",
    dependencies: ["IrisCheckCore", "IrisCheck", "IrisCheckTestSupport"],
    swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
  // The XCTest path: `XCTAssert*` inside properties, in `PropertyTestCase`s.
  .testTarget(name: "IrisCheckXCTests", dependencies: ["IrisCheck"]),
  .testTarget(
    name: "MailboxTests",
    dependencies: ["Mailbox", "MailboxChecks", "IrisCheck", "IrisCheckFixtures"]
  ),
  .testTarget(name: "ShelfTests", dependencies: ["Shelf", "ShelfChecks", "IrisCheck"]),
  // The README's Swift blocks: each compiled verbatim somewhere in the
  // package (most of them here) and checked against README.md.
  .testTarget(name: "ReadmeTests", dependencies: ["Iris", "IrisCheck", "IrisCheckTestSupport"]),
  .testTarget(name: "IrisFuzzCampaignTests", dependencies: ["IrisFuzzCampaign"]),
  // A fuzz executable with planted traps, run by `PlantedTrapFuzzTests`;
  // `swift package fuzz` leaves it out (see its main.swift). Not a product.
  .executableTarget(
    name: "PlantedTrapFuzz", dependencies: ["IrisFuzz", "IrisCheckCore", "IrisCheckLaws"],
    path: "Tests/PlantedTrapFuzz"),
  .testTarget(
    name: "IrisFuzzTests",
    dependencies: ["IrisFuzz", "IrisCheckFixtures", "Mailbox", "MailboxChecks", "IrisCheck"]
  ),
]

// The libFuzzer targets: THE one list. Each line is a folder
// `Fuzz/Sources/<name>/` holding `<name>.swift` (the target's oracle, its
// `LLVMFuzzerTestOneInput` entry and its replay test) and `<name>.options`
// (libFuzzer's max_len, timeout, dict), and the modules it links.
// Scripts/fuzz.sh and .clusterfuzzlite/build.sh find the targets by those
// folders; the replay tests (`FuzzTargetTests`) compile the same files.
// Adding a target is one folder and one line here.
let mailbox = ["IrisFuzz", "Mailbox", "MailboxChecks"]
let fixtures = ["IrisFuzz", "IrisCheckFixtures"]
let fuzzTargets: [(name: String, dependencies: [String])] = [
  ("MailboxCodecRaw", mailbox),
  ("MailboxCodecLaws", mailbox),
  ("MailboxIntentChoices", mailbox),
  ("MailboxSchedules", mailbox),
  ("RouterDifferential", fixtures),
  ("RouterPatterns", fixtures),
]
// Targets with a planted bug, in `Fuzz/Planted/<name>/`: they prove the
// pipeline finds and keeps a crash, so campaigns and ClusterFuzzLite skip them.
let plantedFuzzTargets: [(name: String, dependencies: [String])] = [
  ("PlantedPercentCrash", fixtures)
]
// The modules whose code the fuzzers explore: only these (and the fuzz
// entries) get coverage counters; the harness (engine, laws, oracles) gets
// ASan alone. `IRISCHECK_FUZZ_INSTRUMENT=all` instruments every module,
// `none` leaves the flags to the caller (ClusterFuzzLite, tools).
let codeUnderTest: Set<String> = ["Iris", "Mailbox", "IrisCheckFixtures"]

// The `fuzz` plugin's build, when this package is the root or a local
// dependency (SwiftPM refuses unsafe flags from a remote one): coverage on
// the engine is one counter per function instead of one per edge, so
// libFuzzer spends its time on the code under test (Iris and the
// consumer's modules) rather than on the generators' and laws' branches.
if let level = Context.environment["IRISCHECK_FUZZ_ENGINE_COVERAGE"] {
  let engine: Set<String> = [
    "IrisCheckCore", "IrisCheckScheduling", "IrisCheckLaws", "IrisCheckAudit", "IrisFuzz",
  ]
  for index in targets.indices where engine.contains(targets[index].name) {
    targets[index].swiftSettings =
      (targets[index].swiftSettings ?? [])
      // NB: through -Xfrontend, which the driver passes after the
      // coverage flag the plugin's -Xswiftc gives every module; the last
      // one wins. There is no level below `func`.
      + [.unsafeFlags(["-Xfrontend", "-sanitize-coverage=\(level),inline-8bit-counters,pc-table"])]
  }
}

if Context.environment["IRISCHECK_FUZZ"] != nil {
  // NB: `swift build --sanitize=fuzzer` (Scripts/fuzz.sh) adds
  // `-sanitize=fuzzer` to every module, links libFuzzer and keeps its `main`;
  // a target's own flags come after SwiftPM's, and the driver keeps only the
  // last `-sanitize=`, so these choose each module's instrumentation.
  let instrument = Context.environment["IRISCHECK_FUZZ_INSTRUMENT"] ?? "under-test"
  // Coverage is edges (inline 8-bit counters and their PC table). Comparison
  // tracing (`-sanitize=fuzzer`'s trace-cmp) cost the raw codec target a
  // quarter of its speed for no more coverage in our measurements, so it is
  // off unless `IRISCHECK_FUZZ_TRACE_CMP=1`; the dictionaries carry the
  // magic words instead.
  let coverage =
    Context.environment["IRISCHECK_FUZZ_TRACE_CMP"] == "1"
    ? ["-sanitize=fuzzer,address"]
    : ["-sanitize=address", "-sanitize-coverage=edge,inline-8bit-counters,pc-table"]
  var entry: [SwiftSetting] = [.define("FUZZ_ENTRY")]
  var link: [LinkerSetting] = []
  if instrument != "none" {
    for index in targets.indices where targets[index].type == .regular {
      let covered = instrument == "all" || codeUnderTest.contains(targets[index].name)
      targets[index].swiftSettings =
        (targets[index].swiftSettings ?? [])
        + [.unsafeFlags(covered ? coverage : ["-sanitize=address"])]
    }
    entry.append(.unsafeFlags(coverage))
    link.append(.unsafeFlags(["-sanitize=fuzzer,address"]))
  }
  let executables =
    fuzzTargets.map { ($0.name, $0.dependencies, "Fuzz/Sources/\($0.name)", true) }
    + plantedFuzzTargets.map { ($0.name, $0.dependencies, "Fuzz/Planted/\($0.name)", true) }
    // The empty target: libFuzzer's ceiling under the same recipe, linking
    // what the targets link (their counters cost time on every input).
    + [
      (
        "FuzzCeiling", Array(Set(fuzzTargets.flatMap(\.dependencies))).sorted(), "Fuzz/Ceiling",
        false
      )
    ]
  for (name, dependencies, path, hasOptions) in executables {
    targets.append(
      .executableTarget(
        name: name, dependencies: dependencies.map { .byName(name: $0) }, path: path,
        exclude: hasOptions ? ["\(name).options"] : [], swiftSettings: entry,
        linkerSettings: link))
  }
  // Not a fuzz target: writes the seed corpus (Scripts/make-corpus.sh).
  targets.append(
    .executableTarget(
      name: "MakeCorpus",
      dependencies: ["IrisCheckCore", "IrisCheckLaws", "IrisCheckFixtures", "IrisFuzz"]
        + ["Mailbox", "MailboxChecks", "MailboxFuzzTargets"],
      path: "Fuzz/Tools/MakeCorpus"))
} else {
  // Every fuzz target's file compiled without its entry point: each replays
  // its own `Corpus/<name>/` and `Corpus/regressions/<name>/`.
  let all = fuzzTargets + plantedFuzzTargets
  var dependencies = ["IrisCheck", "MailboxFuzzTargets"]
  for name in all.flatMap(\.dependencies) where !dependencies.contains(name) {
    dependencies.append(name)
  }
  targets.append(
    .testTarget(
      name: "FuzzTargetTests", dependencies: dependencies.map { .byName(name: $0) }, path: "Fuzz",
      exclude: ["Ceiling", "Main", "Tools", "README.md", "url.dict"]
        + fuzzTargets.map { "Sources/\($0.name)/\($0.name).options" }
        + plantedFuzzTargets.map { "Planted/\($0.name)/\($0.name).options" },
      sources: ["Sources", "Planted", "Replay"]))
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
    .plugin(name: "FuzzPlugin", targets: ["FuzzPlugin"]),
  ],
  targets: targets,
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// The libFuzzer targets, kept out of the root package so `swift build` there
// never links a fuzz executable. Build one product at a time with
// `make fuzz-build FUZZ_TARGET=<name>` (see the Makefile for the flags).
import PackageDescription

/// One thin executable per fuzz target: only `LLVMFuzzerTestOneInput`.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(name: name, dependencies: dependencies)
}

let root: [Target.Dependency] = [.product(name: "IrisFuzz", package: "IrisCheck")]
let mailbox: [Target.Dependency] =
  root + [
    .product(name: "IrisCheck", package: "IrisCheck"),
    .product(name: "MailboxChecks", package: "IrisCheck"),
  ]

let package = Package(
  name: "IrisCheckFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "IrisCheck", path: "..")],
  targets: [
    fuzzTarget("MailboxCodecRaw", mailbox),
    fuzzTarget("MailboxIntentChoices", mailbox),
    fuzzTarget("PlantedPercentCrash", root),
    fuzzTarget("RouterPatterns", root),
    fuzzTarget("MailboxDifferential", root),
    // Not a fuzz target: writes the seed corpus (Scripts/make-corpus.sh).
    .executableTarget(
      name: "MakeCorpus",
      dependencies: mailbox + [.product(name: "Mailbox", package: "IrisCheck")]),
  ],
  swiftLanguageModes: [.v6]
)

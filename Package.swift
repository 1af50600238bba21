// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "IrisCheck",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Iris", targets: ["Iris"]),
    .library(name: "IrisCheck", targets: ["IrisCheck"]),
    .library(name: "IrisFuzz", targets: ["IrisFuzz"]),
    .library(name: "Mailbox", targets: ["Mailbox"]),
    .library(name: "MailboxChecks", targets: ["MailboxChecks"]),
  ],
  targets: [
    // The headless navigation core: same public names as Iris 1.0.
    .target(name: "Iris"),
    // The property-based and fuzz test harness.
    .target(name: "IrisCheck", dependencies: ["Iris"]),
    // Fuzz-side oracles, shared by Fuzz/ executables and regression tests.
    .target(name: "IrisFuzz", dependencies: ["IrisCheck"]),
    // The sample consumer: a mail app's navigation, written as an Iris user.
    .target(name: "Mailbox", dependencies: ["Iris"]),
    // The sample consumer plugged into IrisCheck: its generators and law wiring.
    .target(name: "MailboxChecks", dependencies: ["Mailbox", "IrisCheck"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Iris", "IrisCheck", "IrisFuzz", "Mailbox", "MailboxChecks"]
    ),
    // `make check`: every law and the link audit over the sample app, as a report.
    .executableTarget(
      name: "MailboxReport",
      dependencies: ["IrisCheck", "Mailbox", "MailboxChecks"]
    ),
    .testTarget(name: "IrisTests", dependencies: ["Iris", "IrisCheck"]),
    .testTarget(name: "IrisCheckTests", dependencies: ["IrisCheck"]),
    .testTarget(
      name: "MailboxTests",
      dependencies: ["Mailbox", "MailboxChecks", "IrisCheck"]
    ),
    .testTarget(
      name: "IrisFuzzTests",
      dependencies: ["IrisFuzz", "Mailbox", "MailboxChecks"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

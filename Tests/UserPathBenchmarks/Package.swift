// swift-tools-version: 6.2
// The path users run, measured: a consumer package that depends on IrisCheck
// by path, as a user's test target does, and times one property in Swift
// Testing and XCTest tests, nonisolated and `@MainActor`. `make bench` runs
// it in release; it is not part of the root package's build or tests.
import PackageDescription

let package = Package(
  name: "UserPathBenchmarks",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "IrisCheck", path: "../..")],
  targets: [
    // The workload: a six-case intent and its text round trip.
    .target(
      name: "IntentWorkload",
      dependencies: [.product(name: "IrisCheckCore", package: "IrisCheck")]),
    // The same workload through the engine alone (no test framework linked).
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: ["IntentWorkload", .product(name: "IrisCheckCore", package: "IrisCheck")]),
    // The same workload inside Swift Testing and XCTest tests.
    .testTarget(
      name: "UserPathBenchmarksTests",
      dependencies: ["IntentWorkload", .product(name: "IrisCheck", package: "IrisCheck")]),
  ],
  swiftLanguageModes: [.v6]
)

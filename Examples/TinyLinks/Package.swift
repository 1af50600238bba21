// swift-tools-version: 6.2
// TinyLinks: a tiny app's link codec and its laws, fuzzed with
// `swift package fuzz` (see README.md). Not part of the root package: it
// depends on it as any consumer would, here by path.
import PackageDescription

let package = Package(
  name: "TinyLinks",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    // A consumer writes `.package(url: "<IrisCheck's repository>", from: "<version>")`.
    .package(name: "IrisCheck", path: "../..")
  ],
  targets: [
    // The app's links: the code under test.
    .target(name: "TinyLinks", dependencies: [.product(name: "Iris", package: "IrisCheck")]),
    // The codec's laws and generators, shared by the tests and the fuzz targets.
    .target(
      name: "TinyLinksLaws",
      dependencies: [
        "TinyLinks", .product(name: "IrisCheckCore", package: "IrisCheck"),
        .product(name: "IrisCheckLaws", package: "IrisCheck"),
      ]),
    // The fuzz targets: one declaration, `FuzzMain.run([...])`.
    .executableTarget(
      name: "TinyLinksFuzz",
      dependencies: [
        "TinyLinks", "TinyLinksLaws", .product(name: "IrisCheckCore", package: "IrisCheck"),
        .product(name: "IrisFuzz", package: "IrisCheck"),
      ]),
    .testTarget(
      name: "TinyLinksTests",
      dependencies: [
        "TinyLinks", "TinyLinksLaws", .product(name: "IrisCheck", package: "IrisCheck"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

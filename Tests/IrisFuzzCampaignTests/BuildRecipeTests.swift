import Foundation
import IrisFuzzCampaign
import Testing

struct BuildRecipeTests {
  private let recipe = BuildRecipe(
    swift: URL(fileURLWithPath: "/tc/usr/bin/swift"),
    scratch: URL(fileURLWithPath: "/pkg/.build/fuzz"),
    fuzzerRuntime: URL(fileURLWithPath: "/tc/rt/libclang_rt.fuzzer_no_main-x86_64.a"),
    isApple: false)

  @Test func buildsReleaseWithAddressSanitizerCoverageAndTheDriver() {
    #expect(
      recipe.arguments(product: "TinyLinksFuzz") == [
        "build", "-c", "release", "--product", "TinyLinksFuzz", "--scratch-path",
        "/pkg/.build/fuzz", "--sanitize=address",
        "-Xswiftc", "-sanitize-coverage=edge,inline-8bit-counters,pc-table",
        "-Xcc", "-DIRISCHECK_LIBFUZZER",
        "-Xlinker", "/tc/rt/libclang_rt.fuzzer_no_main-x86_64.a", "-Xlinker", "-lstdc++",
      ])
    #expect(recipe.executable("TinyLinksFuzz").path == "/pkg/.build/fuzz/release/TinyLinksFuzz")
  }

  @Test func neverLinksLibFuzzersOwnMain() {
    let arguments = recipe.arguments(product: "X")
    #expect(!arguments.contains { $0.contains("sanitize=fuzzer") })
  }

  @Test func staticAndAppleLinking() {
    var apple = recipe
    apple.isApple = true
    apple.staticStdlib = true
    let arguments = apple.arguments(product: "X")
    #expect(arguments.contains("-lc++"))
    #expect(arguments.suffix(3) == ["--static-swift-stdlib", "-Xswiftc", "-static-stdlib"])
  }

  @Test func findsTheNoMainArchiveBesideSwift() throws {
    let toolchain = FileManager.default.temporaryDirectory.appendingPathComponent(
      "toolchain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: toolchain) }
    let runtime = toolchain.appendingPathComponent("usr/lib/clang/21/lib/linux")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: toolchain.appendingPathComponent("usr/bin"), withIntermediateDirectories: true)
    for name in [
      "libclang_rt.fuzzer-x86_64.a", "libclang_rt.fuzzer_no_main-x86_64.a",
      "libclang_rt.fuzzer_no_main-aarch64.a",
    ] {
      _ = FileManager.default.createFile(
        atPath: runtime.appendingPathComponent(name).path, contents: nil)
    }
    let found = try BuildRecipe.fuzzerRuntime(
      besides: toolchain.appendingPathComponent("usr/bin/swift"))
    #if arch(arm64)
      #expect(found.lastPathComponent == "libclang_rt.fuzzer_no_main-aarch64.a")
    #else
      #expect(found.lastPathComponent == "libclang_rt.fuzzer_no_main-x86_64.a")
    #endif
  }

  @Test func aToolchainWithoutLibFuzzerSaysWhereToGetOne() {
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/usr/bin/swift")
    #expect {
      try BuildRecipe.fuzzerRuntime(besides: missing)
    } throws: { error in
      "\(error)".contains("Xcode's toolchain has none: install a swift.org toolchain")
    }
  }
}

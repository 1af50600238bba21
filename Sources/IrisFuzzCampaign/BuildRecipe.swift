import Foundation

/// How a fuzz executable is built: `swift build` with AddressSanitizer,
/// edge coverage and libFuzzer's driver linked, in a build folder of its
/// own.
///
/// ```
/// swift build -c release --product <exe> --scratch-path .build/fuzz --sanitize=address
///   -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table
///   -Xcc -DIRISCHECK_LIBFUZZER
///   -Xlinker <toolchain>/lib/clang/<v>/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a
///   -Xlinker -lstdc++
/// ```
/// No `--sanitize=fuzzer`: that links libFuzzer's own `main`, and the
/// executable's `main` is `FuzzMain.run`, which calls
/// `LLVMFuzzerRunDriver` from `libclang_rt.fuzzer_no_main` (the `-D`
/// makes the `CLibFuzzerDriver` shim call it). Coverage is edges without
/// comparison tracing, on every module, except that with
/// ``engineCoverage`` set IrisCheck's manifest lowers its own engine
/// modules to that level (`func`: a counter per function), so libFuzzer's
/// time goes to the code under test. The folder of its own keeps these
/// flags from invalidating the `.build` that `swift test` uses.
package struct BuildRecipe: Sendable, Equatable {
  /// The `swift` executable.
  package var swift: URL
  /// The build folder.
  package var scratch: URL
  /// The archive of libFuzzer without `main`.
  package var fuzzerRuntime: URL
  /// Whether the Swift runtime is linked statically.
  package var staticStdlib: Bool
  /// Whether the target platform is an Apple one (`-lc++`) or not
  /// (`-lstdc++`).
  package var isApple: Bool
  /// The coverage level of IrisCheck's engine modules, passed to its
  /// manifest as `IRISCHECK_FUZZ_ENGINE_COVERAGE`; `nil` for the same
  /// edges as every module.
  package var engineCoverage: String?

  /// Creates a recipe.
  package init(
    swift: URL, scratch: URL, fuzzerRuntime: URL, staticStdlib: Bool = false,
    engineCoverage: String? = nil, isApple: Bool = Self.hostIsApple
  ) {
    self.swift = swift
    self.scratch = scratch
    self.fuzzerRuntime = fuzzerRuntime
    self.staticStdlib = staticStdlib
    self.engineCoverage = engineCoverage
    self.isApple = isApple
  }

  /// Variables for `swift build`: the engine's coverage level, if any.
  package var environment: [String: String?] {
    engineCoverage.map { ["IRISCHECK_FUZZ_ENGINE_COVERAGE": $0] } ?? [:]
  }

  /// Whether this process runs on an Apple platform.
  package static var hostIsApple: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }

  /// `swift`'s arguments to build one product.
  /// - Parameter product: the executable product.
  /// - Returns: the arguments, `build` first.
  package func arguments(product: String) -> [String] {
    var arguments = [
      "build", "-c", "release", "--product", product, "--scratch-path", scratch.path,
      "--sanitize=address",
      "-Xswiftc", "-sanitize-coverage=edge,inline-8bit-counters,pc-table",
      "-Xcc", "-DIRISCHECK_LIBFUZZER",
      "-Xlinker", fuzzerRuntime.path, "-Xlinker", isApple ? "-lc++" : "-lstdc++",
    ]
    if staticStdlib { arguments += ["--static-swift-stdlib", "-Xswiftc", "-static-stdlib"] }
    return arguments
  }

  /// The built executable of a product.
  /// - Parameter product: the product.
  /// - Returns: its path in the build folder.
  package func executable(_ product: String) -> URL {
    scratch.appendingPathComponent("release").appendingPathComponent(product)
  }

  /// Finds libFuzzer without `main` in the toolchain of a `swift`:
  /// `<toolchain>/usr/lib/clang/<version>/lib/<os>/libclang_rt.fuzzer_no_main*.a`.
  /// - Parameter swift: the `swift` executable (symbolic links followed).
  /// - Returns: the archive.
  /// - Throws: ``BuildRecipeError`` when the toolchain has none (Xcode's).
  package static func fuzzerRuntime(besides swift: URL) throws(BuildRecipeError) -> URL {
    let manager = FileManager.default
    let clang = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/clang")
    let versions = (try? manager.contentsOfDirectory(atPath: clang.path))?.sorted() ?? []
    for version in versions.reversed() {
      for system in ["linux", "darwin"] {
        let folder = clang.appendingPathComponent("\(version)/lib/\(system)")
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        if let name = names.sorted().first(where: Self.isFuzzerRuntime) {
          return folder.appendingPathComponent(name)
        }
      }
    }
    throw BuildRecipeError(toolchain: clang.path)
  }

  /// Whether a file name is libFuzzer's no-`main` archive for this host:
  /// `libclang_rt.fuzzer_no_main-<arch>.a` (Linux) or
  /// `libclang_rt.fuzzer_no_main_osx.a` (macOS).
  package static func isFuzzerRuntime(_ name: String) -> Bool {
    guard name.hasPrefix("libclang_rt.fuzzer_no_main"), name.hasSuffix(".a") else { return false }
    #if arch(arm64)
      return name.contains("aarch64") || name.contains("arm64") || name.hasSuffix("_osx.a")
    #else
      return name.contains("x86_64") || name.hasSuffix("_osx.a")
    #endif
  }
}

/// A toolchain without libFuzzer.
package struct BuildRecipeError: Error, Equatable, CustomStringConvertible {
  /// The folder searched.
  package var toolchain: String

  /// Says what is missing and where to get it.
  package var description: String {
    "this toolchain ships no libFuzzer (no libclang_rt.fuzzer_no_main in \(toolchain)). "
      + "Xcode's toolchain has none: install a swift.org toolchain (swift.org/install) and "
      + "run `swift package fuzz` with it (for example TOOLCHAINS=swift or its full path)."
  }
}

import Foundation
import PackagePlugin

/// The `fuzz` command: fuzzes the package's law suites and properties.
///
/// It builds the package's fuzz executables (its executable targets whose
/// sources call `FuzzMain.run`) with libFuzzer, then fuzzes, lists or lays
/// out their targets, or writes the package's ClusterFuzzLite files;
/// `swift package fuzz --help` says how.
///
/// The work is `IrisFuzzTool package` (module `IrisFuzzCampaign`); this
/// plugin only gathers what a plugin alone knows: the package, its fuzz
/// executables and the toolchain's `swift`.
@main
struct FuzzPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let executables = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
      .filter { $0.kind == .executable && callsFuzzMain($0) }.map(\.name).sorted()
    let swift = try swiftExecutable(context)
    try checkSandbox(context.package.directoryURL)
    var toolArguments = [
      "package", "--package", context.package.directoryURL.path,
      "--name", context.package.displayName, "--swift", swift.path,
    ]
    for executable in executables { toolArguments += ["--executable", executable] }
    if irisCheckIsLocal(context.package) == true { toolArguments += ["--engine-coverage", "func"] }
    toolArguments += ["--"] + arguments
    let process = Process()
    process.executableURL = try context.tool(named: "IrisFuzzTool").url
    process.arguments = toolArguments
    // NB: the tool prints progress and findings on standard output (passed
    // through as it goes) and what went wrong, as `error: <problem>` lines,
    // on standard error: those become this command's one error, so a usage
    // error or a failed build says only what is wrong.
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let problems = text.split(separator: "\n").map { line in
      line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : String(line)
    }
    guard process.terminationStatus == 0 else {
      throw problems.isEmpty
        ? FuzzPluginError.found(process.terminationStatus)
        : FuzzPluginError.tool(problems.joined(separator: "\n"))
    }
    if !problems.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
  }

  private func callsFuzzMain(_ target: SwiftSourceModuleTarget) -> Bool {
    target.sourceFiles(withSuffix: "swift").contains { file in
      (try? String(contentsOf: file.url, encoding: .utf8))?.contains("FuzzMain.run(") ?? false
    }
  }

  /// Whether the package that vends `IrisFuzz` is this one or a local
  /// (path) dependency: only then may its manifest add the per-module
  /// flags that trim the engine's coverage (SwiftPM refuses unsafe flags
  /// from a remote dependency).
  private func irisCheckIsLocal(_ package: Package) -> Bool? {
    if package.products.contains(where: { $0.name == "IrisFuzz" }) {
      switch package.origin {
      case .root, .local: return true
      default: return false
      }
    }
    for dependency in package.dependencies {
      if let local = irisCheckIsLocal(dependency.package) { return local }
    }
    return nil
  }

  /// The toolchain's `swift`: beside the `swiftc` SwiftPM gives plugins,
  /// else the first on `PATH`.
  private func swiftExecutable(_ context: PluginContext) throws -> URL {
    if let swiftc = try? context.tool(named: "swiftc").url {
      let swift = swiftc.deletingLastPathComponent().appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) { return swift }
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) { return swift }
    }
    throw FuzzPluginError.noSwift
  }

  /// On macOS a plugin runs in a sandbox that lets the `swift build` it
  /// starts write nowhere but the package: stop early, saying how.
  private func checkSandbox(_ package: URL) throws {
    #if os(macOS)
      let caches = FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent("Library/Caches/org.swift.swiftpm")
      let probe = caches.appendingPathComponent("irischeck-fuzz-probe-\(getpid())")
      let writable =
        (try? FileManager.default.createDirectory(at: caches, withIntermediateDirectories: true))
        != nil && FileManager.default.createFile(atPath: probe.path, contents: Data())
      try? FileManager.default.removeItem(at: probe)
      guard writable else { throw FuzzPluginError.sandboxed }
    #endif
  }
}

enum FuzzPluginError: Error, CustomStringConvertible {
  case found(Int32)
  case tool(String)
  case noSwift
  case sandboxed

  var description: String {
    switch self {
    case .found(let status):
      "fuzz: exit status \(status) (findings and failed targets are listed above)"
    case .tool(let problem):
      problem
    case .noSwift:
      "fuzz: found no `swift` executable beside the toolchain's swiftc or on PATH"
    case .sandboxed:
      "fuzz: the plugin sandbox stops the fuzz build from writing its caches. Run "
        + "`swift package --disable-sandbox --allow-writing-to-package-directory fuzz ...` "
        + "(and use a swift.org toolchain: Xcode's ships no libFuzzer)."
    }
  }
}

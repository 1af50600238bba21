import Foundation

/// `swift package fuzz` in one package: builds its fuzz executables, finds
/// their targets, and fuzzes, lists or lays them out; or writes its
/// ClusterFuzzLite files.
///
/// The `fuzz` command plugin gathers what only a plugin knows (the
/// package's folder and name, its executable targets that call
/// `FuzzMain.run`, the toolchain's `swift`) and hands it here with the
/// user's arguments.
package struct PackageFuzzCommand: Sendable {
  /// The package's folder.
  package var package: URL
  /// The package's name.
  package var packageName: String
  /// Its executable targets that call `FuzzMain.run`.
  package var executables: [String]
  /// The toolchain's `swift`.
  package var swift: URL
  /// The coverage of IrisCheck's own modules (see
  /// ``BuildRecipe/engineCoverage``); `nil` when IrisCheck is a remote
  /// dependency, whose manifest may not add flags.
  package var engineCoverage: String?
  /// The user's arguments.
  package var options: CampaignOptions

  /// Creates the command.
  package init(
    package: URL, packageName: String, executables: [String], swift: URL,
    engineCoverage: String? = nil, options: CampaignOptions
  ) {
    self.package = package
    self.packageName = packageName
    self.executables = executables
    self.swift = swift
    self.engineCoverage = engineCoverage
    self.options = options
  }

  /// The build folder: `--scratch-path`, else `.build/fuzz`.
  package var scratch: URL {
    options.scratchPath.map { URL(fileURLWithPath: $0, relativeTo: package).standardizedFileURL }
      ?? package.appendingPathComponent(".build/fuzz")
  }

  /// Where the targets' artifacts go: `<scratch>/artifacts/<target>/`.
  package var artifacts: URL { scratch.appendingPathComponent("artifacts") }

  /// Runs the command, printing as it goes.
  /// - Returns: the exit status: 0 clean, 1 a finding or a target that did
  ///   not run, 2 a usage or build problem.
  package func run() async -> Int32 {
    if options.action == .initCFLite { return initCFLite() }
    guard !executables.isEmpty else {
      fail(
        "no executable target of \(packageName) calls FuzzMain.run. Add one that "
          + "depends on the IrisFuzz product, with a main.swift such as\n"
          + "  FuzzMain.run([.suite(\"Codec\", myLaws)])")
      return 2
    }
    let recipe: BuildRecipe
    do {
      recipe = BuildRecipe(
        swift: swift, scratch: scratch,
        fuzzerRuntime: try BuildRecipe.fuzzerRuntime(besides: swift),
        staticStdlib: options.staticStdlib, engineCoverage: engineCoverage)
    } catch {
      fail("\(error)")
      return 2
    }
    var owners: [(target: String, laws: String, executable: URL)] = []
    for executable in executables {
      guard let built = await build(executable, recipe) else { return 2 }
      guard let listed = await list(built) else { return 2 }
      for (target, laws) in listed {
        if let other = owners.first(where: { $0.target == target }) {
          fail(
            "two executables declare fuzz target \(target): "
              + "\(other.executable.lastPathComponent) and \(executable)")
          return 2
        }
        owners.append((target, laws, built))
      }
    }
    switch options.action {
    case .list:
      for owner in owners {
        say("\(owner.target) (\(owner.executable.lastPathComponent)): \(owner.laws)")
      }
      return 0
    case .buildOnly:
      guard let out = options.out else { return 0 }
      return layOut(owners.map { ($0.target, $0.executable) }, in: URL(fileURLWithPath: out))
    case .fuzz, .initCFLite:
      break
    }
    let unknown = options.targets.filter { name in !owners.contains { $0.target == name } }
    guard unknown.isEmpty else {
      fail(
        "no fuzz target named \(unknown.joined(separator: ", ")); the targets are "
          + owners.map(\.target).joined(separator: ", "))
      return 2
    }
    let chosen =
      options.targets.isEmpty ? owners : owners.filter { options.targets.contains($0.target) }
    return await fuzz(chosen.map { ($0.target, $0.executable) })
  }

  /// The libFuzzer flags every target gets before the user's.
  package static let defaultFlags = ["-max_len=1024", "-timeout=10"]

  /// The environment of a fuzz run: the target, no Swift backtracer (it
  /// hides the crash under AddressSanitizer), deterministic hashing (so a
  /// finding replays in another process).
  package static func environment(target: String) -> [String: String] {
    [
      "IRISCHECK_FUZZ_TARGET": target, "SWIFT_BACKTRACE": "enable=no",
      "SWIFT_DETERMINISTIC_HASHING": "1",
    ]
  }

  /// The jobs for the chosen targets.
  package func jobs(_ targets: [(name: String, executable: URL)]) -> [FuzzJob] {
    targets.map { target in
      FuzzJob(
        name: target.name, executable: target.executable,
        environment: Self.environment(target: target.name),
        flags: Self.defaultFlags + options.fuzzerFlags,
        corpus: package.appendingPathComponent("Corpus/\(target.name)"),
        artifacts: artifacts.appendingPathComponent(target.name),
        investigator: FuzzJob.Investigator(
          executable: target.executable,
          regressions: package.appendingPathComponent("Corpus/regressions/\(target.name)")))
    }
  }

  private func fuzz(_ targets: [(name: String, executable: URL)]) async -> Int32 {
    let campaign = Campaign(
      jobs: jobs(targets), seconds: options.seconds, workers: options.jobs ?? Campaign.cores,
      keepGoing: options.keepGoing)
    say(
      "Fuzzing \(targets.map(\.name).joined(separator: ", ")) for \(options.seconds) s "
        + "(\(campaign.workers) libFuzzer process(es) in all); corpus in Corpus/<target>/, "
        + "logs and artifacts in \(relative(artifacts))/<target>/")
    let runs = await campaign.run()
    let report = CampaignReport(runs: runs, root: package)
    say(report.findingReports + "\n" + report.text, terminator: "")
    if report.status == 0 {
      say("Nothing found; new corpus units are in Corpus/<target>/: commit them.")
    }
    return report.status
  }

  private func build(_ product: String, _ recipe: BuildRecipe) async -> URL? {
    say("Building \(product) with libFuzzer, AddressSanitizer and coverage (release)…")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let log = scratch.appendingPathComponent("build-\(product).log")
    let exit = try? await ProcessRunner.run(
      swift, recipe.arguments(product: product), environment: recipe.environment,
      directory: package, log: log)
    guard exit?.status == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let tail = text.split(separator: "\n").suffix(30).joined(separator: "\n")
      say(tail)
      fail("building \(product) failed (log: \(relative(log)))")
      return nil
    }
    return recipe.executable(product)
  }

  private func list(_ executable: URL) async -> [(String, String)]? {
    let log = scratch.appendingPathComponent("list-\(executable.lastPathComponent).log")
    guard
      let (exit, text) = try? await ProcessRunner.output(
        executable, ["--list"], environment: ["IRISCHECK_FUZZ_TARGET": nil], log: log),
      exit.status == 0
    else {
      fail("\(executable.lastPathComponent) --list failed (log: \(relative(log)))")
      return nil
    }
    return text.split(separator: "\n").compactMap { line in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
  }

  private func initCFLite() -> Int32 {
    do {
      let written = try CFLiteFiles(packageName: packageName).write(into: package)
      for line in written { say(line) }
      say(
        "ClusterFuzzLite now builds every fuzz target with `swift package fuzz --build-only`; "
          + "see .clusterfuzzlite/build.sh.")
      return 0
    } catch {
      fail("\(error)")
      return 2
    }
  }

  private func layOut(_ targets: [(name: String, executable: URL)], in out: URL) -> Int32 {
    do {
      for target in targets {
        try CFLiteFiles.layOut(
          target: target.name, executable: target.executable,
          corpus: package.appendingPathComponent("Corpus/\(target.name)"), in: out)
        say("\(target.name): \(relative(out.appendingPathComponent(target.name)))")
      }
      return 0
    } catch {
      fail("\(error)")
      return 2
    }
  }

  private func relative(_ url: URL) -> String {
    let prefix = package.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Writes `error: <problem>` to standard error, where the `fuzz` plugin
  /// reads what went wrong from (and prints it alone).
  private func fail(_ problem: String) {
    FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
  }

  private func say(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }
}

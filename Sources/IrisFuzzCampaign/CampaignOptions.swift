/// What `swift package fuzz` was asked to do: its arguments, read.
///
/// ```
/// swift package fuzz [<target>...] [--seconds N] [--jobs N] [--keep-going] [-- <libFuzzer flags>]
/// swift package fuzz --list
/// swift package fuzz --init-cflite
/// swift package fuzz --build-only [--out <folder>] [--static] [--scratch-path <folder>]
/// ```
package struct CampaignOptions: Equatable, Sendable {
  /// What to do.
  package enum Action: Equatable, Sendable {
    /// Build, then fuzz the targets.
    case fuzz
    /// Build, then list the targets.
    case list
    /// Write the ClusterFuzzLite files.
    case initCFLite
    /// Build, and with ``CampaignOptions/out`` lay the targets out as
    /// ClusterFuzzLite expects.
    case buildOnly
  }

  /// The default of ``seconds``: 600.
  package static let defaultSeconds = 600

  /// What to do.
  package var action = Action.fuzz
  /// The targets named; empty for all.
  package var targets: [String] = []
  /// How long each target is fuzzed.
  package var seconds = defaultSeconds
  /// libFuzzer processes in all, shared among the targets; `nil` for one
  /// per core.
  package var jobs: Int?
  /// Whether a target goes on fuzzing after a finding, to the end of its
  /// time, so the report lists every law that failed.
  package var keepGoing = false
  /// Extra libFuzzer flags, after `--`.
  package var fuzzerFlags: [String] = []
  /// Where `--build-only` puts the targets for ClusterFuzzLite (`$OUT`).
  package var out: String?
  /// Whether to link the Swift runtime statically (ClusterFuzzLite's
  /// runners have none).
  package var staticStdlib = false
  /// The build folder; `nil` for `.build/fuzz` in the package.
  package var scratchPath: String?

  /// Creates the default options: every target, ``defaultSeconds``, one
  /// process per core.
  package init() {}

  /// Reads arguments.
  /// - Parameter arguments: the command's arguments.
  /// - Throws: ``CampaignOptionsError`` for an unknown option, a missing
  ///   or bad value, or options that do not go together.
  package init(parsing arguments: [String]) throws(CampaignOptionsError) {
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--seconds": seconds = try reader.count(of: argument)
      case "--jobs": jobs = try reader.count(of: argument)
      case "--keep-going": keepGoing = true
      case "--list": action = .list
      case "--init-cflite": action = .initCFLite
      case "--build-only": action = .buildOnly
      case "--out": out = try reader.value(of: argument)
      case "--static": staticStdlib = true
      case "--scratch-path": scratchPath = try reader.value(of: argument)
      case "--": fuzzerFlags = reader.remaining()
      case "-h", "--help": throw CampaignOptionsError(nil)
      default:
        guard !argument.hasPrefix("-") else {
          throw CampaignOptionsError("unknown option \(argument)")
        }
        targets.append(argument)
      }
    }
    if out != nil, action != .buildOnly {
      throw CampaignOptionsError("--out goes with --build-only")
    }
  }

  /// The usage text.
  package static let usage = """
    USAGE: swift package [--allow-writing-to-package-directory] fuzz [<target>...] \
    [--seconds N] [--jobs N] [--keep-going] [-- <libFuzzer flags>]

    Builds every executable target that calls FuzzMain.run with libFuzzer, AddressSanitizer
    and coverage (release, in .build/fuzz), then fuzzes the named targets (all when none is
    named) at the same time for --seconds each (default \(defaultSeconds)), with --jobs
    libFuzzer processes in all (default: one per core). The corpus is Corpus/<target>/;
    a finding is shrunk, reported and saved in Corpus/regressions/<target>/, where
    `swift test` replays it. A target stops at its first finding; with --keep-going it
    fuzzes on to the end of its time and every finding is reported. Exits 1 naming each
    finding or each target that did not run.

    OTHER FORMS:
      swift package fuzz --list           build and list the targets and their laws
      swift package fuzz --init-cflite    write .clusterfuzzlite/ and its two GitHub workflows
      swift package fuzz --build-only [--out <folder>] [--static] [--scratch-path <folder>]
                                          build; with --out, lay the targets out for
                                          ClusterFuzzLite ($OUT)

    On macOS add --disable-sandbox (the build writes outside the package) and use a
    swift.org toolchain: Xcode's ships no libFuzzer.
    """
}

/// Arguments `swift package fuzz` cannot use.
package struct CampaignOptionsError: Error, Equatable, CustomStringConvertible {
  /// What is wrong; `nil` when help was asked for.
  package var problem: String?

  /// Creates one.
  package init(_ problem: String?) {
    self.problem = problem
  }

  /// The problem alone (`error: <problem>`), or the usage when help was
  /// asked for.
  package var description: String {
    problem.map { "error: \($0)" } ?? CampaignOptions.usage
  }
}

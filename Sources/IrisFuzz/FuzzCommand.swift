import IrisCheckCore

/// What a ``FuzzMain`` executable was asked to do, read from its
/// arguments and environment.
///
/// | invocation | command |
/// |---|---|
/// | `IRISCHECK_FUZZ_TARGET=<t> <exe> <libFuzzer flags and corpora>` | ``fuzz(target:arguments:)`` (how the plugin, and libFuzzer's own fork and merge jobs, start it) |
/// | `<t> <libFuzzer flags>`, the executable copied or linked under a target's name | ``fuzz(target:arguments:)`` (ClusterFuzzLite) |
/// | `<exe> --list` | ``list`` |
/// | `<exe> --replay <t> <file>...` | ``replayFiles(target:files:)`` |
/// | `<exe> --replay <t> <law> <token>` | ``replayToken(target:law:token:)`` |
/// | `<exe> --investigate <t> <file> [--save <file>]` | ``investigate(target:file:save:)`` |
/// | anything else | ``usage(error:)`` |
package enum FuzzCommand: Equatable, Sendable {
  /// The environment variable that names the target to fuzz.
  package static let targetVariable = "IRISCHECK_FUZZ_TARGET"

  /// Fuzz a target; `arguments` (the executable first) go to libFuzzer.
  case fuzz(target: String, arguments: [String])
  /// Print the targets, one a line: `<name>: <law>, <law>, ...`.
  case list
  /// Run input files through a target's oracle.
  case replayFiles(target: String, files: [String])
  /// Run one saved case of a law once.
  case replayToken(target: String, law: String, token: String)
  /// Shrink a finding, print its report and, with `save`, append the
  /// minimal case to that regression file.
  case investigate(target: String, file: String, save: String?)
  /// Print the usage, after `error` when there is one.
  case usage(error: String?)

  /// Reads a command.
  /// - Parameters:
  ///   - arguments: the process arguments, the executable first.
  ///   - environment: the process environment.
  ///   - targetNames: the executable's targets.
  package init(arguments: [String], environment: [String: String], targetNames: [String]) {
    if let target = environment[Self.targetVariable], !target.isEmpty {
      self = .fuzz(target: target, arguments: arguments)
      return
    }
    let executable = arguments.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    if let executable, targetNames.contains(executable) {
      self = .fuzz(target: executable, arguments: arguments)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch rest.first {
    case "--list" where rest.count == 1:
      self = .list
    case "--replay" where rest.count == 4 && rest[3].hasPrefix("ic"):
      self = .replayToken(target: rest[1], law: rest[2], token: rest[3])
    case "--replay" where rest.count >= 3:
      self = .replayFiles(target: rest[1], files: Array(rest.dropFirst(2)))
    case "--investigate" where rest.count == 3:
      self = .investigate(target: rest[1], file: rest[2], save: nil)
    case "--investigate" where rest.count == 5 && rest[3] == "--save":
      self = .investigate(target: rest[1], file: rest[2], save: rest[4])
    case nil, "--help", "-h":
      self = .usage(error: nil)
    default:
      self = .usage(error: "unexpected arguments: \(rest.joined(separator: " "))")
    }
  }

  /// The target a replay or an investigation runs through; `nil` for the
  /// other commands.
  var targetName: String? {
    switch self {
    case .replayFiles(let target, _), .replayToken(let target, _, _),
      .investigate(let target, _, _):
      target
    case .fuzz, .list, .usage: nil
    }
  }

  /// The arguments that run this command in a child process (see
  /// ``FuzzChild``); `nil` for a command that runs no law.
  var childArguments: [String]? {
    switch self {
    case .replayFiles(let target, let files): ["--replay", target] + files
    case .replayToken(let target, let law, let token): ["--replay", target, law, token]
    case .investigate(let target, let file, let save):
      ["--investigate", target, file] + (save.map { ["--save", $0] } ?? [])
    case .fuzz, .list, .usage: nil
    }
  }
}

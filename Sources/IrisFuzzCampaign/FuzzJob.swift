import Foundation

/// One fuzz target to run: which binary, how, on which corpus, and where
/// its artifacts and findings go.
package struct FuzzJob: Sendable {
  /// How a finding of a ``FuzzJob`` is shrunk and saved: through the
  /// `FuzzMain` executable's `--investigate`.
  package struct Investigator: Sendable {
    /// The `FuzzMain` executable.
    package var executable: URL
    /// The folder findings are saved in, `Corpus/regressions/<target>/`;
    /// shrunk cases go to its `<target>.regressions`, inputs that cannot
    /// be shrunk are copied there as they are.
    package var regressions: URL

    /// Creates one.
    package init(executable: URL, regressions: URL) {
      self.executable = executable
      self.regressions = regressions
    }
  }

  /// The target's name.
  package var name: String
  /// The libFuzzer binary.
  package var executable: URL
  /// Variables added to the binary's environment.
  package var environment: [String: String]
  /// libFuzzer flags for every run of the target (`-max_len=`, `-dict=`…).
  package var flags: [String]
  /// The corpus folder: read, then new units merged in.
  package var corpus: URL
  /// The target's artifact folder, emptied first: logs, new units,
  /// libFuzzer's `crash-`, `leak-`, `timeout-` and `oom-` files.
  package var artifacts: URL
  /// How findings are shrunk and saved; `nil` for a byte target, whose
  /// artifacts are its findings.
  package var investigator: Investigator?

  /// Creates a job.
  package init(
    name: String, executable: URL, environment: [String: String] = [:], flags: [String] = [],
    corpus: URL, artifacts: URL, investigator: Investigator? = nil
  ) {
    self.name = name
    self.executable = executable
    self.environment = environment
    self.flags = flags
    self.corpus = corpus
    self.artifacts = artifacts
    self.investigator = investigator
  }
}

import Foundation
import IrisFuzzCampaign

#if canImport(Glibc)
  import Glibc
#endif

/// A stand-in for a libFuzzer binary: a shell script that prints what a
/// real run prints for one scenario, leaves the files it would leave, and
/// records every call, so the runner's steps and verdicts are checked
/// without building anything.
///
/// Scenarios (`FAKE_MODE`): `clean`; `crash-seed` (a seed traps with a
/// law's message); `crash-campaign`; `timeout`; `bad-dict`
/// (`ParseDictionaryFile` and exit 1, as libFuzzer does); `startup-trap`
/// (a trap before libFuzzer starts, exit 132); `no-stats` (exit 0 without
/// final statistics); `merge-fails` (the merge exits 1); `merge-unwritten`
/// (the merge reports a new file it did not write). `FAKE_SAVE=fails`
/// makes `--investigate` fail to save, as on a read-only `Corpus/`.
struct FakeLibFuzzer {
  /// A scratch folder for one test.
  let folder: URL
  /// The fake binary.
  let binary: URL
  /// One line per call: the working folder, then the arguments.
  let record: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-libfuzzer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    binary = folder.appendingPathComponent("fuzzer")
    record = folder.appendingPathComponent("calls")
    try Self.writeExecutable(Self.script, to: binary)
  }

  /// Writes an executable file through a descriptor closed on exec.
  ///
  /// NB: a descriptor without `O_CLOEXEC`, open while another test's thread
  /// forks, stays open in that child, and running the file then fails with
  /// "Text file busy" (ETXTBSY): tests run in parallel.
  private static func writeExecutable(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count
    else { throw CocoaError(.fileWriteUnknown) }
  }

  /// A job on the fake binary in a scenario.
  func job(_ mode: String, investigator: Bool = false) -> FuzzJobSpec {
    FuzzJobSpec(fake: self, mode: mode, investigator: investigator)
  }

  /// The recorded calls, in order.
  var calls: [String] {
    ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  private static let script = #"""
    #!/bin/sh
    echo "$(pwd) $*" >> "$FAKE_RECORD"
    prefix=""; step=campaign; mode="$FAKE_MODE"
    for argument in "$@"; do
      case "$argument" in
        -artifact_prefix=*) prefix="${argument#-artifact_prefix=}" ;;
        -runs=0) step=seeds ;;
        -merge=1) step=merge ;;
        --investigate) step=investigate ;;
      esac
    done
    if [ "$step" = investigate ] && [ "$FAKE_SAVE" = fails ]; then
      echo "Property Codec/RoundTrip failed."
      echo "FINDING: RoundTrip violated (print → parse): shrunk"
      echo "error: could not write $5: Read-only file system"
      exit 2
    fi
    if [ "$step" = investigate ]; then
      echo "Property Codec/RoundTrip failed."
      echo "Minimal counterexample:"
      echo "  .tag(\"%25\")"
      echo "RoundTrip ic1:AQ # .tag(\"%25\")" >> "$5"
      echo "FINDING: RoundTrip violated (print → parse): shrunk"
      exit 1
    fi
    crash() {
      echo "Fatal error: RoundTrip violated (print → parse): print(.tag(\"%41\")) = ..."
      echo "==1== ERROR: libFuzzer: deadly signal"
      printf 'x' > "${prefix}crash-1234"
      echo "artifact_prefix='$prefix'; Test unit written to ${prefix}crash-1234"
      exit 77
    }
    case "$mode:$step" in
      crash-seed:seeds) crash ;;
      crash-campaign:campaign) crash ;;
      timeout:campaign)
        echo "==1== ERROR: libFuzzer: timeout after 10 seconds"
        printf 'x' > "${prefix}timeout-5678"
        echo "Test unit written to ${prefix}timeout-5678"
        exit 70 ;;
      bad-dict:*) echo "ParseDictionaryFile: error in line 2"; exit 1 ;;
      startup-trap:*) echo "Fatal error: the suite could not be built"; exit 132 ;;
      no-stats:campaign) echo "#1	INITED cov: 1 ft: 1 corp: 1/1b exec/s: 0 rss: 30Mb"; exit 0 ;;
      merge-fails:merge) echo "==1== ERROR: libFuzzer: out-of-memory in merge"; exit 1 ;;
      merge-unwritten:merge) echo "MERGE-OUTER: 1 new files with 3 new features added" ;;
      *:merge)
        touch "$FAKE_CORPUS/merged-unit"
        echo "MERGE-OUTER: 1 new files with 3 new features added" ;;
      *)
        echo "#5	DONE   cov: 3 ft: 4 corp: 1/1b lim: 4 exec/s: 100 rss: 30Mb"
        echo "stat::number_of_executed_units: 5"
        echo "stat::average_exec_per_sec:     100"
        echo "stat::slowest_unit_time_sec:    0" ;;
    esac
    exit 0
    """#
}

/// A ``FuzzJob`` named `Codec` on the fake, its folders in the fake's
/// scratch folder.
struct FuzzJobSpec {
  let fake: FakeLibFuzzer
  let mode: String
  let investigator: Bool

  var artifacts: URL { fake.folder.appendingPathComponent("artifacts/Codec") }
  var corpus: URL { fake.folder.appendingPathComponent("corpus/Codec") }
  var regressions: URL { fake.folder.appendingPathComponent("regressions/Codec") }

  var job: FuzzJob {
    FuzzJob(
      name: "Codec", executable: fake.binary,
      environment: [
        "FAKE_MODE": mode, "FAKE_RECORD": fake.record.path, "FAKE_CORPUS": corpus.path,
      ],
      flags: ["-max_len=64"], corpus: corpus, artifacts: artifacts,
      investigator: investigator
        ? FuzzJob.Investigator(executable: fake.binary, regressions: regressions) : nil)
  }
}

import Foundation

/// A package's ClusterFuzzLite set-up, as `swift package fuzz --init-cflite`
/// writes it, and the `$OUT` layout its build script makes.
///
/// The build script calls `swift package fuzz --build-only --static --out
/// "$OUT"`, so it names no target: every target the package declares
/// (now or later) is built, and for each target `<t>` `$OUT` gets
/// - `<t>`: the fuzz executable, under the target's name (`FuzzMain` fuzzes
///   the target its executable is named after);
/// - `<t>.options`: libFuzzer's `max_len` and `timeout`, and
///   `detect_leaks = 0` for AddressSanitizer (with the Swift runtime linked
///   statically, LeakSanitizer reports the runtime's caches at exit);
/// - `<t>_seed_corpus.zip`: `Corpus/<t>/`, when it has files.
package struct CFLiteFiles: Sendable {
  /// The package's name: the checkout's folder in the image, `$SRC/<name>`.
  package var packageName: String

  /// Creates the files for a package.
  package init(packageName: String) {
    self.packageName = packageName
  }

  /// Each file's path in the package and its text.
  package var files: [(path: String, text: String, executable: Bool)] {
    [
      (".clusterfuzzlite/project.yaml", projectYAML, false),
      (".clusterfuzzlite/Dockerfile", dockerfile, false),
      (".clusterfuzzlite/build.sh", buildScript, true),
      (".github/workflows/cflite_pr.yml", pullRequestWorkflow, false),
      (".github/workflows/cflite_batch.yml", batchWorkflow, false),
    ]
  }

  /// Writes the files that do not exist yet.
  /// - Parameter package: the package's folder.
  /// - Returns: one line per file: `written <path>` or `kept <path> (it exists)`.
  /// - Throws: file system errors.
  package func write(into package: URL) throws -> [String] {
    let manager = FileManager.default
    return try files.map { file in
      let url = package.appendingPathComponent(file.path)
      guard !manager.fileExists(atPath: url.path) else { return "kept \(file.path) (it exists)" }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url)
      if file.executable {
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
      }
      return "written \(file.path)"
    }
  }

  /// The `[libfuzzer]` and `[asan]` options of every target.
  package static let options = """
    [libfuzzer]
    max_len = 1024
    timeout = 10

    # The Swift runtime is linked statically here; LeakSanitizer would
    # report its caches at exit.
    [asan]
    detect_leaks = 0

    """

  /// Puts one target into a ClusterFuzzLite `$OUT` folder.
  /// - Parameters:
  ///   - target: the target's name.
  ///   - executable: its fuzz executable.
  ///   - corpus: its corpus folder.
  ///   - out: the `$OUT` folder.
  /// - Throws: file system errors, or a failed zip.
  package static func layOut(target: String, executable: URL, corpus: URL, in out: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: out, withIntermediateDirectories: true)
    let binary = out.appendingPathComponent(target)
    try? manager.removeItem(at: binary)
    try manager.copyItem(at: executable, to: binary)
    try Data(options.utf8).write(to: out.appendingPathComponent("\(target).options"))
    let seeds = ((try? manager.contentsOfDirectory(atPath: corpus.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    guard !seeds.isEmpty else { return }
    let zip = out.appendingPathComponent("\(target)_seed_corpus.zip")
    try? manager.removeItem(at: zip)
    try Zip.files(seeds.map { corpus.appendingPathComponent($0) }, into: zip)
  }

  private var projectYAML: String {
    """
    # ClusterFuzzLite / OSS-Fuzz project, written by `swift package fuzz --init-cflite`:
    # Swift fuzz targets under AddressSanitizer.
    language: swift
    sanitizers:
      - address

    """
  }

  private var dockerfile: String {
    """
    # The ClusterFuzzLite build image, written by `swift package fuzz --init-cflite`:
    # the OSS-Fuzz Swift builder (toolchain and libFuzzer) with this package in
    # $SRC/\(packageName). The fuzz plugin needs Swift 6.2 or later: if the image's
    # toolchain is older, install a swift.org 6.2+ release here, first on PATH.
    # Only this package is copied: a path dependency outside it (`.package(path:
    # "../X")`) is not in the image and does not build; depend on it by URL.
    # Dry-run without docker: OUT=$(mktemp -d) WORK=$(mktemp -d) IRISCHECK_ROOT=$PWD
    #   bash .clusterfuzzlite/build.sh
    FROM gcr.io/oss-fuzz-base/base-builder-swift
    COPY . $SRC/\(packageName)
    WORKDIR $SRC/\(packageName)
    COPY .clusterfuzzlite/build.sh $SRC/

    """
  }

  private var buildScript: String {
    """
    #!/bin/bash -eu
    # ClusterFuzzLite / OSS-Fuzz build script, written by `swift package fuzz --init-cflite`.
    # Builds every fuzz target of this package (the executable targets that call
    # FuzzMain.run) with libFuzzer, AddressSanitizer and coverage, the Swift runtime
    # linked statically, and puts into $OUT for each target <t>: <t>, <t>.options
    # and <t>_seed_corpus.zip (from Corpus/<t>/).
    if [[ ${SANITIZER:-address} != address ]]; then
      echo "only SANITIZER=address is supported (got $SANITIZER)" >&2
      exit 1
    fi
    cd "${IRISCHECK_ROOT:-$SRC/\(packageName)}"
    swift package --disable-sandbox --allow-writing-to-package-directory fuzz --build-only \\
      --static --out "$OUT" --scratch-path "$WORK/fuzz-build"

    """
  }

  private var pullRequestWorkflow: String {
    """
    # ClusterFuzzLite code-change fuzzing, written by `swift package fuzz --init-cflite`:
    # every pull request's fuzz targets run for 10 minutes in total; a crash fails the
    # check and its input is an artifact.
    name: ClusterFuzzLite PR fuzzing
    on:
      pull_request:
        paths:
          - '**'
    permissions: read-all
    jobs:
      PR:
        runs-on: ubuntu-latest
        concurrency:
          group: ${{ github.workflow }}-${{ matrix.sanitizer }}-${{ github.ref }}
          cancel-in-progress: true

    """ + Self.steps(seconds: 600, mode: "code-change", tokenForBuild: true)
  }

  private var batchWorkflow: String {
    """
    # ClusterFuzzLite batch fuzzing, written by `swift package fuzz --init-cflite`: every
    # night (and on demand) the fuzz targets run for an hour in total; the corpus grows
    # in ClusterFuzzLite's storage and crashes become artifacts and SARIF results.
    name: ClusterFuzzLite batch fuzzing
    on:
      schedule:
        - cron: '0 2 * * *'
      workflow_dispatch:
    permissions: read-all
    jobs:
      BatchFuzzing:
        runs-on: ubuntu-latest

    """ + Self.steps(seconds: 3_600, mode: "batch", tokenForBuild: false)
  }

  /// A workflow job's matrix and steps: build the fuzzers, run them.
  private static func steps(seconds: Int, mode: String, tokenForBuild: Bool) -> String {
    let token = tokenForBuild ? "\n          github-token: ${{ secrets.GITHUB_TOKEN }}" : ""
    return """
          strategy:
            fail-fast: false
            matrix:
              sanitizer: [address]
          steps:
            - name: Build fuzzers (${{ matrix.sanitizer }})
              id: build
              uses: google/clusterfuzzlite/actions/build_fuzzers@v1
              with:
                language: swift\(token)
                sanitizer: ${{ matrix.sanitizer }}
            - name: Run fuzzers (${{ matrix.sanitizer }})
              id: run
              uses: google/clusterfuzzlite/actions/run_fuzzers@v1
              with:
                github-token: ${{ secrets.GITHUB_TOKEN }}
                fuzz-seconds: \(seconds)
                mode: '\(mode)'
                sanitizer: ${{ matrix.sanitizer }}
                output-sarif: true

      """
  }
}

/// Zips files without their folders, with `zip` or else Python's zipfile.
enum Zip {
  static func files(_ files: [URL], into archive: URL) throws {
    if run(["zip", "-q", "-j", archive.path] + files.map(\.path)) { return }
    let script = """
      import os, sys, zipfile
      with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as archive:
          for path in sys.argv[2:]:
              archive.write(path, os.path.basename(path))
      """
    if run(["python3", "-c", script, archive.path] + files.map(\.path)) { return }
    throw ZipError(archive: archive.path)
  }

  private static func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// Neither `zip` nor `python3` could write an archive.
struct ZipError: Error, CustomStringConvertible {
  var archive: String
  var description: String { "could not write \(archive): neither zip nor python3 worked" }
}

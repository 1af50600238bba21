"""Availability check: no API newer than the deployment targets, unguarded.

    python3 Scripts/availability                      # check Sources, Tests, Fuzz, Examples
    python3 Scripts/availability FILE...              # check these files only
    python3 Scripts/availability --self-test          # the planted fixtures only
    python3 Scripts/availability --self-test --check  # the fixtures, then the package

The package declares Apple deployment targets (Package.swift's `platforms:`,
e.g. macOS 14 and iOS 17) but is built here on Linux, where the compiler
does not enforce Apple availability. This tool does it from source: it reads
the availability the toolchain's own modules declare and fails on any use,
in Sources/, Tests/, Fuzz/ (and Examples/ if present), of a declaration
introduced after the deployment targets outside an `if #available` /
`guard #available` / `@available` guard. Each finding is printed as
`path:line:col: error: ...` with the declaration's module and the versions
it was introduced in. Exit status: 0 clean, 1 findings, 2 the tool could not
do its job (no toolchain, an unreadable manifest or module): never a pass
without having looked. It is meant for a Linux toolchain (on macOS the
compiler itself enforces availability; the Apple workflow builds there).

What it reads (toolchain.py): the toolchain is found from `swift` on PATH,
and every module it ships is read. Modules with a textual interface (Swift,
_Concurrency, Synchronization, Observation, Testing, _StringProcessing,
Distributed, RegexBuilder, Glibc, ...) are read from their
`.swiftinterface`: every public declaration with its own `@available` and
that of each type or extension around it. Modules shipped as binaries only
(Foundation, FoundationEssentials, FoundationInternationalization, Dispatch,
XCTest on Linux) are read from the symbol graph `swift-symbolgraph-extract`
writes for them; that takes some seconds once, then the table is cached in
.build/availability/.

How it resolves names (scanner.py): by name, argument labels and scope,
not by type.
- `Name`: a top-level declaration of a module the file imports (or
  Swift, _Concurrency, _StringProcessing, or a module the package
  re-exports), unless the package itself declares something called `Name`
  (a type, function, variable, case, parameter, generic or closure
  parameter): the package's own `Mutex` is not Synchronization's.
- `Type.name`, `Type(...)`, `Type { ... }`, `Module.Name`, `\\Type.name`: the
  members of that toolchain type (its initializers for a call); what the
  package adds to the type in its extensions counts as more overloads,
  always available.
- `value.name`, `.name`: receiver unknown, so every toolchain member called
  `name` is a candidate (tuple element labels of toolchain types included:
  `duration.components.attoseconds`), and the use is flagged only if all of
  them are too new and the package declares nothing called `name` (a
  declaration, a parameter, a label).
- Overloads: a call's argument labels and trailing closures select the
  overloads it can bind to (defaults, variadics and closures considered);
  it is flagged only when every one of them is too new. `Task { }` is fine
  (Task.init(name:priority:operation:) is back-deployed); `Task.immediate
  { }` is not.
- Guards: `if #available`, `while #available`, `guard #available` (the code
  after it), the `else` of `if #unavailable`, and `@available` on a
  declaration or an extension raise the versions in force; `@available(*,
  unavailable)` code is not checked. `#if` regions are checked for the
  Apple platforms they compile for (`#if os(Linux)` code for none, `#if
  canImport(Darwin)` for all); a condition it cannot decide (a custom flag,
  `compiler(...)`) is assumed true on both branches.

What it cannot see:
- the type of an expression: `x.name` where only some type's `name` is new
  and another's is old passes; so does a new member whose name the package
  also declares;
- scopes across files: a name the package declares anywhere (in any
  target, at any level) hides the toolchain's top-level name everywhere;
- protocol conformances: a requirement reached through a generic `T` is
  looked up by name only; protocol extension members are found by name;
- Darwin-only availability: swift-corelibs-foundation (NSLock, NSData,
  Thread, ...) declares none on Linux, and frameworks absent on Linux
  (SwiftUI, UIKit, os) are not read; Glibc's C declarations carry none;
- declarations of the package's other dependencies (it has none), and
  macro expansions (the macro's own availability is checked, not its code);
- operators, subscripts, and language features that need a newer runtime
  without naming a declaration (e.g. typed throws in some positions).
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the repository
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from manifest import ManifestError, deployment_targets  # noqa: E402
from platforms import show_version  # noqa: E402
from scanner import Index, describe, scan_files  # noqa: E402
import toolchain  # noqa: E402

CHECKED_FOLDERS = ("Sources", "Tests", "Fuzz", "Examples")
FIXTURES = os.path.join(os.path.dirname(HERE), "availability-fixtures")


def _log(message):
  print(message, file=sys.stderr)


def package_files(root):
  """The Swift files and C headers under the checked folders of `root`."""
  swift, headers = [], []
  for folder in CHECKED_FOLDERS:
    top = os.path.join(root, folder)
    for directory, subdirectories, files in os.walk(top):
      subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
      for file in sorted(files):
        path = os.path.join(directory, file)
        if file.endswith(".swift"):
          swift.append(path)
        elif file.endswith(".h"):
          headers.append(path)
  return swift, headers


def _read(path):
  with open(path, encoding="utf-8") as handle:
    return handle.read()


def _load(root):
  deployment = deployment_targets(_read(os.path.join(root, "Package.swift")))
  decls, modules, directory = toolchain.load(os.path.join(root, ".build", "availability"), _log)
  return Index(decls, modules), deployment, directory


def check(root, paths, loaded=None):
  """Checks `paths` (default: the package's folders); returns the exit status."""
  index, deployment, directory = loaded or _load(root)
  headers = []
  if not paths:
    paths, headers = package_files(root)
  files = [(os.path.relpath(p, root), _read(p)) for p in paths]
  findings = scan_files(index, deployment, files, [_read(h) for h in headers])
  for finding in findings:
    print(finding.message(deployment))
  counts = f"{len(files)} files against {describe(deployment)}, toolchain {directory}"
  if findings:
    print(f"availability: {len(findings)} unguarded use(s) of newer API in {counts}")
    return 1
  print(f"availability: OK, {counts}")
  return 0


def _expectations(text):
  """{(line, name)} from `// expect-availability: name` markers in a fixture."""
  expected = set()
  for number, line in enumerate(text.split("\n"), 1):
    marker = line.find("expect-availability:")
    if marker >= 0:
      for name in line[marker + len("expect-availability:"):].split(","):
        expected.add((number, name.strip()))
  return expected


def self_test(root, loaded=None):
  """Scans each fixture on its own; its findings must be exactly its markers."""
  index, deployment, _ = loaded or _load(root)
  fixtures = sorted(f for f in os.listdir(FIXTURES) if f.endswith(".swift"))
  if not fixtures:
    _log(f"availability self-test: no fixtures in {FIXTURES}")
    return 2
  failed = False
  for fixture in fixtures:
    path = os.path.join(FIXTURES, fixture)
    text = _read(path)
    shown = os.path.relpath(path, root)
    findings = scan_files(index, deployment, [(shown, text)])
    found = {(f.line, f.name) for f in findings}
    expected = _expectations(text)
    if found != expected:
      failed = True
      for line, name in sorted(expected - found):
        print(f"{shown}:{line}: self-test: `{name}` should be flagged and is not")
      for finding in findings:
        if (finding.line, finding.name) not in expected:
          print(f"self-test: unexpected: {finding.message(deployment)}")
    else:
      print(f"availability self-test: {fixture}: {len(found)} finding(s), as marked")
      for finding in findings:
        print(f"  {finding.message(deployment)}")
  # The planted Mutex: flagged with its line and Synchronization's versions.
  planted = os.path.join(FIXTURES, "UnguardedMutex.swift")
  text = _read(planted)
  line = next(n for n, l in enumerate(text.split("\n"), 1) if "Mutex(0)" in l)
  findings = scan_files(index, deployment, [(os.path.relpath(planted, root), text)])
  wanted = [f for f in findings if f.line == line and f.name == "Mutex"
            and f.module == "Synchronization" and show_version(f.needs.get("macOS", ())) == "15.0"
            and show_version(f.needs.get("iOS", ())) == "18.0"]
  if not wanted:
    failed = True
    print(f"self-test: the unguarded Mutex at UnguardedMutex.swift:{line} is not flagged "
          "as Synchronization's, introduced in macOS 15.0 and iOS 18.0")
  # A build setting's `.when(platforms:)` is not the package's deployment targets.
  conditioned = ('linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]\n'
                 "platforms: [.iOS(.v17)]")
  if deployment_targets(conditioned) != {"iOS": (17, 0, 0)}:
    failed = True
    print("self-test: `.when(platforms: [.linux])` was read as the deployment targets")
  print("availability self-test: " + ("FAILED" if failed else "OK"))
  return 1 if failed else 0


def main(arguments):
  if "-h" in arguments or "--help" in arguments:
    print(__doc__)
    return 0
  root = os.getcwd()
  if "--root" in arguments:
    position = arguments.index("--root")
    root = os.path.abspath(arguments[position + 1])
    del arguments[position:position + 2]
  try:
    if "--self-test" not in arguments:
      return check(root, [os.path.abspath(p) for p in arguments])
    loaded = _load(root)
    status = self_test(root, loaded)
    if status != 0 or "--check" not in arguments:
      return status
    return check(root, [], loaded)
  except (toolchain.ToolchainError, ManifestError, OSError) as error:
    _log(f"availability: cannot check: {error}")
    return 2


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))

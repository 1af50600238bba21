#!/usr/bin/env bash
# libFuzzer driver behind `make fuzz`, `make fuzz-smoke`, `make fuzz-regressions`
# and `make fuzz-planted`. The fuzz targets are the folders of Fuzz/Sources/
# (the planted ones those of Fuzz/Planted/), each listed once in the
# `fuzzTargets` list of Package.swift; nothing here names a target.
#
#   Scripts/fuzz.sh build <target>...            build and check targets
#   Scripts/fuzz.sh campaign <seconds> [target]  every core, every target (or one), then a table
#   Scripts/fuzz.sh smoke <seconds> [target]     each target briefly, next to the empty ceiling
#                                                (FUZZ_SEED=<n>: libFuzzer's -seed, else random)
#   Scripts/fuzz.sh regressions                  Corpus/regressions/<t>/ through target <t> only
#   Scripts/fuzz.sh planted [seconds]            find the planted crash, keep it
#   Scripts/fuzz.sh targets                      print the target names
#
# Builds: release, `--sanitize=fuzzer`, one product at a time, scratch path
# .build/fuzz; Package.swift gives the code under test coverage + ASan and
# the rest ASan (see Fuzz/README.md). The FuzzMain targets (the law suites
# of Fuzz/Main/, `swift package fuzz --list`) are built by the fuzz plugin
# (`--build-only`, scratch path .build/fuzz-plugin). A campaign is run by
# IrisFuzzTool, the plugin's runner, so `make fuzz` and `swift package fuzz`
# share their steps, verdicts and table. Runs on Linux and macOS with bash
# 3.2+ and POSIX tools; macOS needs a swift.org toolchain (Xcode's has no
# libFuzzer) and `swift package --disable-sandbox`.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${FUZZ_SCRATCH:-.build/fuzz}
PLUGIN_SCRATCH=.build/fuzz-plugin
ARTIFACTS=FuzzArtifacts
CEILING=FuzzCeiling
TOOL=.build/debug/IrisFuzzTool
export SWIFT_BACKTRACE=enable=no

cores() {
  getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 1
}

# The first 12 hex digits of a file's SHA-1 (shasum on macOS, sha1sum on Linux).
short_hash() {
  if command -v shasum >/dev/null 2>&1; then
    shasum -a 1 "$1" | cut -c1-12
  else
    sha1sum "$1" | cut -c1-12
  fi
}

folders() { for dir in "$1"/*/; do if [[ -d $dir ]]; then basename "$dir"; fi; done; }
raw_targets() { folders Fuzz/Sources; }

# The FuzzMain targets (Fuzz/Main/), built with the plugin's recipe:
# "<target> <executable>" lines from `swift package fuzz --list`, read once
# (call load_main_targets in the main shell first).
MAIN_TARGETS=""
MAIN_TARGETS_LOADED=0
load_main_targets() {
  local log
  [[ $MAIN_TARGETS_LOADED -eq 1 ]] && return 0
  log=$(mktemp)
  swift package --disable-sandbox --allow-writing-to-package-directory fuzz --list \
    --scratch-path "$PLUGIN_SCRATCH" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
  MAIN_TARGETS=$(sed -n 's/^\([A-Za-z0-9._-]*\) (\([A-Za-z0-9._-]*\)): .*/\1 \2/p' "$log")
  MAIN_TARGETS_LOADED=1
  rm -f "$log"
}
main_targets() { [[ -z $MAIN_TARGETS ]] || echo "$MAIN_TARGETS"; }
is_main() { main_targets | grep -q "^$1 "; }
main_binary() { echo "$PLUGIN_SCRATCH/release/$(main_targets | sed -n "s/^$1 //p")"; }
targets() { raw_targets; main_targets | cut -d' ' -f1; }
planted_targets() { folders Fuzz/Planted; }
is_planted() { [[ -d Fuzz/Planted/$1 ]]; }

folder() {
  if is_planted "$1"; then echo "Fuzz/Planted/$1"; else echo "Fuzz/Sources/$1"; fi
}

binary() { echo "$SCRATCH/release/$1"; }

build() {
  local target start end bin cov asan testing
  load_main_targets
  for target in "$@"; do
    if is_main "$target"; then continue; fi
    start=$(date +%s)
    IRISCHECK_FUZZ=1 swift build -c release --sanitize=fuzzer \
      --product "$target" --scratch-path "$SCRATCH" >&2
    end=$(date +%s)
    bin=$(binary "$target")
    # NB: grep -q on a pipe under pipefail can SIGPIPE nm; count instead.
    cov=$(nm "$bin" | grep -c '__sanitizer_cov' || true)
    asan=$(nm "$bin" | grep -c '__asan_' || true)
    testing=$(nm "$bin" | grep -c -E '7Testing|XCTest' || true)
    if [[ $cov -eq 0 || $asan -eq 0 ]]; then
      echo "FATAL: $bin lacks instrumentation (coverage symbols: $cov, ASan symbols: $asan)" >&2
      exit 1
    fi
    if [[ $testing -ne 0 ]]; then
      echo "FATAL: $bin links Swift Testing or XCTest ($testing symbols)" >&2
      exit 1
    fi
    echo "built $target in $((end - start)) s (coverage symbols: $cov, ASan symbols: $asan)" >&2
  done
}

# shellcheck source=Scripts/fuzz-options.sh
source Scripts/fuzz-options.sh

# libFuzzer flags from the [libfuzzer] section of Fuzz/Sources/<t>/<t>.options;
# a dict is named relative to Fuzz/.
flags() {
  local options key value
  options="$(folder "$1")/$1.options"
  [[ -f $options ]] || return 0
  options_section libfuzzer "$options" | while read -r key value; do
    if [[ $key == dict ]]; then echo "-dict=$PWD/Fuzz/$value"; else echo "-$key=$value"; fi
  done
}

# Runs one target for $2 s from a copy of its corpus; prints
# "<execs> <wall s> <cpu s>", or fails on a crash or a run without final
# statistics.
run_timed() {
  local target=$1 seconds=$2 work log timing status=0 execs
  work=$(mktemp -d)
  [[ -d Corpus/$target ]] && cp -R "Corpus/$target/." "$work/"
  log="$ARTIFACTS/smoke/$target.log"
  timing=$(mktemp)
  # NB: bash's `time` (not GNU time) gives user and system CPU seconds on
  # Linux and macOS alike; exec/s per CPU second does not drop when other
  # processes share the cores, exec/s of wall time does.
  TIMEFORMAT='%R %U %S'
  # shellcheck disable=SC2046
  { time env $(command_of "$target") ${FUZZ_SEED:+-seed=$FUZZ_SEED} -print_final_stats=1 \
    -max_total_time="$seconds" -artifact_prefix="$ARTIFACTS/smoke/$target-" "$work" \
    >"$log" 2>&1; } 2>"$timing" || status=$?
  rm -rf "$work"
  execs=$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  [[ $status -eq 0 && -n $execs ]] || { rm -f "$timing"; return 1; }
  echo "$execs $(awk '{ print $1, $2 + $3 }' "$timing")"
  rm -f "$timing"
}

# A target's command line for env(1): a FuzzMain target's variables,
# executable and flags as the plugin runs it (PackageFuzzCommand's
# environment and defaultFlags); a byte target's binary and its options'
# flags.
command_of() {
  if is_main "$1"; then
    echo "IRISCHECK_FUZZ_TARGET=$1 SWIFT_DETERMINISTIC_HASHING=1 $(main_binary "$1")" \
      "-max_len=1024 -timeout=10"
  else
    echo "$(binary "$1") $(flags "$1")"
  fi
}

smoke() {
  local seconds=$1 only=${2:-} failed=0 target list measured ceiling_cpu raw_cpu="" suite_cpu=""
  load_main_targets
  list=$(if [[ -n $only ]]; then echo "$only"; else targets; fi)
  # shellcheck disable=SC2086
  build $CEILING $list
  mkdir -p "$ARTIFACTS/smoke"
  line() { # name "execs wall cpu" ceiling-per-cpu-second
    echo "$2" | awk -v name="$1" -v ceiling="$3" '{
      wall = $1 / $2; cpu = $1 / $3
      printf "%-22s %10d %12d %9.1f%%\n", name, wall, cpu, ceiling ? 100 * cpu / ceiling : 100 }'
  }
  measured=$(run_timed $CEILING "$seconds")
  ceiling_cpu=$(echo "$measured" | awk '{ print $1 / $3 }')
  printf '%-22s %10s %12s %10s\n' target exec/s "exec/cpu-s" "of ceiling"
  line "$CEILING (empty)" "$measured" 0
  for target in $list; do
    if measured=$(run_timed "$target" "$seconds"); then
      line "$target" "$measured" "$ceiling_cpu"
      [[ $target == MailboxCodecRaw ]] && raw_cpu=$(echo "$measured" | awk '{ print $1 / $3 }')
      [[ $target == MailboxCodecSuite ]] && suite_cpu=$(echo "$measured" | awk '{ print $1 / $3 }')
    else
      printf '%-22s %10s  (log: %s)\n' "$target" FAILED "$ARTIFACTS/smoke/$target.log"
      grep -E 'Fatal error|ERROR: |ParseDictionaryFile|SUMMARY|INFO: Seed:' \
        "$ARTIFACTS/smoke/$target.log" | head -6
      failed=1
    fi
  done
  echo "(exec/s: executions per second of wall time; exec/cpu-s: per second of CPU time;"
  echo " load average when done: $(uptime | sed 's/.*load average[s]*: //'))"
  if [[ -n $raw_cpu && -n $suite_cpu ]]; then
    awk -v suite="$suite_cpu" -v raw="$raw_cpu" 'BEGIN {
      printf "MailboxCodecSuite (the plugin-built law suite) runs %.1f%% of MailboxCodecRaw'"'"'s" \
        " exec/cpu-s (the goal: 30%% or more)\n", 100 * suite / raw }'
  fi
  return $failed
}

# A campaign: every target (or the named ones) at once for $1 s, the cores
# shared among them, run by IrisFuzzTool (Sources/IrisFuzzCampaign): the
# seed corpus in-process first (a failing seed is a finding), then
# `-fork=<share>` with `-ignore_timeouts=0 -ignore_ooms=0` (or in-process
# for a share of one), then new units merged into Corpus/<t>/; one table
# row per target, a FOUND line per finding (with the violated law's
# message) and a FAILED line per target that did not run to its end.
# Artifacts and logs stay in FuzzArtifacts/<t>/. A planted target keeps
# its corpus there too.
campaign() {
  local total=$1 only=${2:-} list target status=0 arguments=() corpus flag
  load_main_targets
  list=$(if [[ -n $only ]]; then echo "$only"; else targets; fi)
  # shellcheck disable=SC2086
  build $list
  swift build --product IrisFuzzTool >&2
  for target in $list; do
    corpus="$PWD/Corpus/$target"
    is_planted "$target" && corpus="$PWD/$ARTIFACTS/$target/corpus"
    arguments+=(--target "$target" --corpus "$corpus" --artifacts "$PWD/$ARTIFACTS/$target")
    if is_main "$target"; then
      arguments+=(--binary "$PWD/$(main_binary "$target")")
      arguments+=(--investigate "$PWD/Corpus/regressions/$target")
    else
      arguments+=(--binary "$PWD/$(binary "$target")")
      for flag in $(flags "$target"); do arguments+=(--flag "$flag"); done
    fi
  done
  "$TOOL" run --seconds "$total" --jobs "$(cores)" --root "$PWD" "${arguments[@]}" || status=$?
  if [[ $status -ne 0 ]] && ls "$ARTIFACTS"/*/crash-* >/dev/null 2>&1; then
    echo "Minimise a byte target's crash with: $SCRATCH/release/<target> -minimize_crash=1"
    echo "-runs=100000 <file>; keep it in Corpus/regressions/<target>/ (swift test replays it"
    echo "through <target>). A law suite's finding is already shrunk and saved."
  elif [[ $status -eq 0 ]]; then
    echo "No crash, timeout or OOM. New corpus units are in Corpus/<target>/; commit them."
  fi
  return $status
}

regressions() {
  local failed=0 dir target file count bad
  for dir in Corpus/regressions/*/; do
    [[ -d $dir ]] || continue
    target=$(basename "$dir")
    if [[ -f $dir$target.regressions ]]; then
      echo "$target: law-suite findings ($target.regressions), replayed by swift test"
      continue
    fi
    if [[ ! -d Fuzz/Sources/$target && ! -d Fuzz/Planted/$target ]]; then
      echo "$target: no such fuzz target; its crashers would never be replayed" >&2
      failed=1
      continue
    fi
    build "$target"
    count=0
    bad=0
    for file in "$dir"*; do
      [[ -f $file ]] || continue
      count=$((count + 1))
      if "$(binary "$target")" "$file" >"$ARTIFACTS/regression.log" 2>&1; then
        if is_planted "$target"; then
          echo "$target: $file no longer crashes the planted target (expected a crash)"
          bad=$((bad + 1))
        fi
      elif ! is_planted "$target"; then
        echo "$target: $file FAILS:"
        grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY' "$ARTIFACTS/regression.log" | head -5
        bad=$((bad + 1))
      fi
    done
    if [[ $bad -gt 0 ]]; then
      echo "$target: $bad of $count crashers FAIL"
      failed=1
    elif is_planted "$target"; then
      echo "$target: $count crashers, each still crashes the planted target"
    else
      echo "$target: $count crashers replayed through $target, all pass"
    fi
  done
  return $failed
}

planted() {
  local seconds=${1:-600} target out start end crash keep
  target=$(planted_targets | head -1)
  out="$ARTIFACTS/$target"
  build "$target"
  rm -rf "$out" && mkdir -p "$out/corpus"
  start=$(date +%s)
  # shellcheck disable=SC2046
  "$(binary "$target")" $(flags "$target") -max_total_time="$seconds" \
    -artifact_prefix="$out/" "$out/corpus" >"$out/find.log" 2>&1 || true
  end=$(date +%s)
  crash=$(ls "$out"/crash-* 2>/dev/null | head -1 || true)
  if [[ -z $crash ]]; then
    echo "$target: no crash within $seconds s" >&2
    return 1
  fi
  echo "$target: crash found after $((end - start)) s," \
    "$(grep -o '^#[0-9]*' "$out/find.log" | tail -1 | tr -d '#') executions"
  "$(binary "$target")" -minimize_crash=1 -runs=20000 -exact_artifact_path="$out/minimal" \
    "$crash" >"$out/minimize.log" 2>&1 || true
  [[ -s $out/minimal ]] || cp "$crash" "$out/minimal"
  keep="Corpus/regressions/$target"
  mkdir -p "$keep"
  cp "$out/minimal" "$keep/crash-$(short_hash "$out/minimal")"
  echo "minimised crasher ($(wc -c <"$out/minimal" | tr -d ' ') bytes:" \
    "$(head -c 80 "$out/minimal" | tr -c '[:print:]' '.')) kept in $keep/"
}

mkdir -p "$ARTIFACTS"
command=${1:?usage: Scripts/fuzz.sh build|campaign|smoke|regressions|planted|targets}
shift
case $command in
  build) build "${@:?target}" ;;
  campaign) campaign "${1:-28800}" "${2:-}" ;;
  smoke) smoke "${1:-25}" "${2:-}" ;;
  regressions) regressions ;;
  planted) planted "${1:-600}" ;;
  targets) load_main_targets && targets ;;
  *) echo "unknown command $command" >&2; exit 2 ;;
esac

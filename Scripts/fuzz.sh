#!/usr/bin/env bash
# libFuzzer driver behind `make fuzz`, `make fuzz-smoke`, `make fuzz-regressions`
# and `make fuzz-planted`. The fuzz targets are the folders of Fuzz/Sources/
# (the planted ones those of Fuzz/Planted/), each listed once in the
# `fuzzTargets` list of Package.swift; nothing here names a target.
#
#   Scripts/fuzz.sh build <target>...            build and check targets
#   Scripts/fuzz.sh campaign <seconds> [target]  every core, every target (or one), then a table
#   Scripts/fuzz.sh smoke <seconds> [target]     each target briefly, next to the empty ceiling
#   Scripts/fuzz.sh regressions                  Corpus/regressions/<t>/ through target <t> only
#   Scripts/fuzz.sh planted [seconds]            find the planted crash, keep it
#   Scripts/fuzz.sh targets                      print the target names
#
# Builds: release, `--sanitize=fuzzer`, one product at a time, scratch path
# .build/fuzz; Package.swift gives the code under test coverage + ASan and
# the rest ASan (see Fuzz/README.md). Runs on Linux and macOS with bash 3.2+
# and POSIX tools; macOS needs a swift.org toolchain (Xcode's has no libFuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${FUZZ_SCRATCH:-.build/fuzz}
ARTIFACTS=FuzzArtifacts
CEILING=FuzzCeiling
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
targets() { folders Fuzz/Sources; }
planted_targets() { folders Fuzz/Planted; }
is_planted() { [[ -d Fuzz/Planted/$1 ]]; }

folder() {
  if is_planted "$1"; then echo "Fuzz/Planted/$1"; else echo "Fuzz/Sources/$1"; fi
}

binary() { echo "$SCRATCH/release/$1"; }

build() {
  local target start end bin cov asan testing
  for target in "$@"; do
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
    if [[ $key == dict ]]; then echo "-dict=Fuzz/$value"; else echo "-$key=$value"; fi
  done
}

count_files() { find "$1" -type f 2>/dev/null | wc -l | tr -d ' '; }

# How many files directly in $1 match any of the patterns after it.
count_named() {
  local dir=$1 pattern total=0
  shift
  for pattern in "$@"; do
    total=$((total + $(find "$dir" -maxdepth 1 -type f -name "$pattern" | wc -l)))
  done
  echo "$total"
}

# Files libFuzzer wrote for a crash, a timeout or an OOM (a leak is a crash).
findings() {
  find "$1" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
    -o -name 'oom-*' \) | sort
}

# Runs one target for $2 s from a copy of its corpus; prints
# "<execs> <wall s> <cpu s>", or fails on a crash.
run_timed() {
  local target=$1 seconds=$2 work log timing status=0
  work=$(mktemp -d)
  [[ -d Corpus/$target ]] && cp -R "Corpus/$target/." "$work/"
  log="$ARTIFACTS/smoke/$target.log"
  timing=$(mktemp)
  # NB: bash's `time` (not GNU time) gives user and system CPU seconds on
  # Linux and macOS alike; exec/s per CPU second does not drop when other
  # processes share the cores, exec/s of wall time does.
  TIMEFORMAT='%R %U %S'
  # shellcheck disable=SC2046
  { time "$(binary "$target")" $(flags "$target") -print_final_stats=1 \
    -max_total_time="$seconds" -artifact_prefix="$ARTIFACTS/smoke/$target-" "$work" \
    >"$log" 2>&1; } 2>"$timing" || status=$?
  rm -rf "$work"
  [[ $status -eq 0 ]] || { rm -f "$timing"; return 1; }
  echo "$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')" \
    "$(awk '{ print $1, $2 + $3 }' "$timing")"
  rm -f "$timing"
}

smoke() {
  local seconds=$1 only=${2:-} failed=0 target list measured ceiling_cpu
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
    else
      printf '%-22s %10s  (log: %s)\n' "$target" CRASH "$ARTIFACTS/smoke/$target.log"
      grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY' "$ARTIFACTS/smoke/$target.log" | head -5
      failed=1
    fi
  done
  echo "(exec/s: executions per second of wall time; exec/cpu-s: per second of CPU time;"
  echo " load average when done: $(uptime | sed 's/.*load average[s]*: //'))"
  return $failed
}

# The first line of a log that says why it stopped: a Swift trap's message,
# else the runtime failure in the stack, else the sanitizer's summary.
reason() {
  local found
  found=$(grep -m1 -o 'Fatal error: .*' "$1" || true)
  [[ -n $found ]] || found=$(grep -m1 -o 'Swift runtime failure: [^/]*' "$1" || true)
  [[ -n $found ]] || found=$(grep -m1 -o 'ERROR: [A-Za-z]*: .*' "$1" || true)
  echo "${found:-see the log}" | cut -c1-200
}

# One target's part of a campaign: fork mode over its own corpus, new units
# merged into Corpus/<t>/ afterwards. Stops at its first crash.
# A planted target keeps its corpus in $out/corpus only. One worker runs
# libFuzzer in-process (no fork-mode job restarts); more use -fork=<workers>.
campaign_one() {
  local target=$1 seconds=$2 workers=$3 out="$ARTIFACTS/$1" corpus="Corpus/$1" mode=""
  is_planted "$target" && corpus="$out/corpus"
  [[ $workers -gt 1 ]] && mode="-fork=$workers"
  rm -rf "$out" && mkdir -p "$out/new" "$corpus"
  count_files "$corpus" >"$out/before"
  # shellcheck disable=SC2046,SC2086
  "$(binary "$target")" $(flags "$target") $mode -max_total_time="$seconds" \
    -report_slow_units=1 -print_final_stats=1 -artifact_prefix="$out/" \
    "$out/new" "$corpus" >"$out/campaign.log" 2>&1 || true
  "$(binary "$target")" $(flags "$target") -merge=1 "$corpus" "$out/new" \
    >"$out/merge.log" 2>&1 || true
  count_files "$corpus" >"$out/after"
}

# One row of the campaign table from a target's log: exec/s, cov, ft and the
# slowest input, from the final stats (in-process) or the last status line
# (fork mode, whose jobs report slow inputs as "Slowest unit" lines).
stats() {
  local log=$1 last execs secs rate slow cov ft
  last=$(grep -E '^#[0-9]+[:[:space:]].* cov: ' "$log" | tail -1 || true)
  rate=$(sed -n 's/^stat::average_exec_per_sec:[[:space:]]*//p' "$log" | tail -1)
  if [[ -z $rate ]]; then
    execs=$(echo "$last" | sed -n 's/^#\([0-9]*\).*/\1/p')
    secs=$(echo "$last" | sed -n 's/.* time: \([0-9]*\)s.*/\1/p')
    rate=$([[ -n $execs && ${secs:-0} -gt 0 ]] && echo $((execs / secs)) || echo -)
  fi
  slow=$(sed -n 's/^stat::slowest_unit_time_sec:[[:space:]]*//p' "$log" | tail -1)
  slow=$( (echo "${slow:-0}"; grep -o 'Slowest unit: [0-9]* s' "$log" | grep -o '[0-9][0-9]*') |
    sort -n | tail -1)
  cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  echo "${rate:--} ${cov:--} ${ft:--} $([[ $slow -gt 0 ]] && echo "$slow s" || echo '< 1 s')"
}

campaign() {
  local total=$1 only=${2:-} list count=0 cpus index=0 target workers status found
  list=$(if [[ -n $only ]]; then echo "$only"; else targets; fi)
  # shellcheck disable=SC2086
  build $list
  for target in $list; do count=$((count + 1)); done
  cpus=$(cores)
  # NB: every target runs for the whole time at once; with fewer cores than
  # targets each gets one worker and the kernel shares the cores evenly.
  local pids=""
  for target in $list; do
    workers=$((cpus / count))
    [[ $index -lt $((cpus % count)) ]] && workers=$((workers + 1))
    [[ $workers -lt 1 ]] && workers=1
    echo "== $target: $total s, $([[ $workers -gt 1 ]] && echo "-fork=$workers" || echo \
      "in-process"), artifacts in $ARTIFACTS/$target/"
    campaign_one "$target" "$total" "$workers" &
    pids="$pids $!"
    index=$((index + 1))
  done
  for pid in $pids; do wait "$pid"; done
  echo
  printf '%-22s %8s %6s %8s %16s %7s %8s %5s  %s\n' target exec/s cov ft "corpus before→after" \
    crashes timeouts ooms slowest
  status=0
  for target in $list; do
    local out="$ARTIFACTS/$target" rate cov ft slow
    read -r rate cov ft slow <<<"$(stats "$out/campaign.log")"
    printf '%-22s %8s %6s %8s %16s %7s %8s %5s  %s\n' "$target" "$rate" "${cov:--}" "${ft:--}" \
      "$(cat "$out/before")→$(cat "$out/after")" "$(count_named "$out" 'crash-*' 'leak-*')" \
      "$(count_named "$out" 'timeout-*')" "$(count_named "$out" 'oom-*')" "$slow"
  done
  echo
  for target in $list; do
    for found in $(findings "$ARTIFACTS/$target"); do
      echo "FOUND: $found ($(reason "$ARTIFACTS/$target/campaign.log"))"
      status=1
    done
  done
  if [[ $status -ne 0 ]]; then
    echo "Minimise with: $SCRATCH/release/<target> -minimize_crash=1 -runs=100000 <file>;"
    echo "keep it in Corpus/regressions/<target>/ (swift test replays it through <target>)."
  else
    echo "No crash, timeout or OOM. New corpus units are in Corpus/<target>/; commit them."
  fi
  return $status
}

regressions() {
  local failed=0 dir target file count bad
  for dir in Corpus/regressions/*/; do
    [[ -d $dir ]] || continue
    target=$(basename "$dir")
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
  targets) targets ;;
  *) echo "unknown command $command" >&2; exit 2 ;;
esac

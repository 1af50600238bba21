#!/usr/bin/env bash
# libFuzzer driver behind `make fuzz`, `make fuzz-smoke`, `make fuzz-regressions`
# and `make fuzz-planted`. Builds one target at a time (release, coverage +
# ASan, the recipe in docs/fuzzing-swift.md) and refuses a binary that lacks
# either instrumentation.
#
#   Scripts/fuzz.sh build <target>              build and check one target
#   Scripts/fuzz.sh campaign <seconds> [target] fork-mode campaign, then merge
#   Scripts/fuzz.sh smoke <seconds> [target]    every target (or one) briefly; fails on a crash
#   Scripts/fuzz.sh regressions                 replay Corpus/regressions/ everywhere
#   Scripts/fuzz.sh planted [seconds]           find the planted crash, keep it
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(MailboxCodecRaw MailboxIntentChoices RouterPatterns MailboxDifferential)
PLANTED=PlantedPercentCrash
SCRATCH=.build/fuzz
ARTIFACTS=FuzzArtifacts
JOBS=${FUZZ_JOBS:-$(nproc)}
MAX_LEN=${FUZZ_MAX_LEN:-512}
export SWIFT_BACKTRACE=enable=no

binary() { echo "$SCRATCH/release/$1"; }

build() {
  local target=$1 start end
  start=$(date +%s)
  IRISCHECK_FUZZ=1 swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
    --product "$target" --scratch-path "$SCRATCH" >&2
  end=$(date +%s)
  local bin
  bin=$(binary "$target")
  # NB: grep -q on a pipe under pipefail can SIGPIPE nm; count instead.
  local cov asan
  cov=$(nm "$bin" | grep -c '__sanitizer_cov' || true)
  asan=$(nm "$bin" | grep -c '__asan_' || true)
  if [[ $cov -eq 0 || $asan -eq 0 ]]; then
    echo "FATAL: $bin lacks instrumentation (coverage symbols: $cov, ASan symbols: $asan)" >&2
    exit 1
  fi
  echo "built $target in $((end - start)) s (coverage symbols: $cov, ASan symbols: $asan)" >&2
}

common_flags() {
  echo "-dict=Fuzz/url.dict -max_len=$MAX_LEN -timeout=5 -print_final_stats=1"
}

campaign() {
  local total=$1 only=${2:-}
  local targets=("${TARGETS[@]}")
  [[ -n $only ]] && targets=("$only")
  local each=$((total / ${#targets[@]}))
  for target in "${targets[@]}"; do
    build "$target"
    local out="$ARTIFACTS/$target"
    mkdir -p "$out/corpus" "Corpus/$target"
    echo "== $target: ${each} s, -fork=$JOBS, artifacts in $out/"
    # shellcheck disable=SC2046
    "$(binary "$target")" $(common_flags) -fork="$JOBS" -ignore_crashes=1 \
      -max_total_time="$each" -artifact_prefix="$out/" "$out/corpus" "Corpus/$target" \
      2>&1 | tee "$out/campaign.log" | grep -E '^(INFO: fuzzed|#[0-9]+: cov|stat::)|crash' || true
    echo "== $target: merging new units into Corpus/$target"
    "$(binary "$target")" -merge=1 "Corpus/$target" "$out/corpus" >"$out/merge.log" 2>&1
    # NB: -fork mode prints status lines, not stat:: lines; report the last one.
    echo "== $target final: $(grep -E '^#[0-9]+: cov' "$out/campaign.log" | tail -1)"
    echo "== $target merge: $(grep -E 'MERGE-OUTER: [0-9]+ new files' "$out/merge.log" || true)"
    ls "$out"/crash-* "$out"/timeout-* 2>/dev/null | sed 's/^/finding: /' || true
  done
}

smoke() {
  local seconds=$1 only=${2:-} failed=0
  local targets=("${TARGETS[@]}")
  [[ -n $only ]] && targets=("$only")
  for target in "${targets[@]}"; do
    build "$target"
    local work log
    work=$(mktemp -d)
    mkdir -p "$ARTIFACTS/smoke"
    [[ -d Corpus/$target ]] && cp -r "Corpus/$target/." "$work/"
    log="$ARTIFACTS/smoke/$target.log"
    # shellcheck disable=SC2046
    if "$(binary "$target")" $(common_flags) -max_total_time="$seconds" \
      -artifact_prefix="$ARTIFACTS/smoke/$target-" "$work" >"$log" 2>&1; then
      echo "$target: $(grep -o 'average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$') exec/s"
    else
      echo "$target: CRASH (log: $log)"
      grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY' "$log" | head -5
      failed=1
    fi
    rm -rf "$work"
  done
  return $failed
}

regressions() {
  local files failed=0
  mapfile -t files < <(find Corpus/regressions -type f ! -path "*/$PLANTED/*" | sort)
  for target in "${TARGETS[@]}"; do
    build "$target"
    if [[ ${#files[@]} -eq 0 ]]; then
      echo "$target: no regression files"
    elif "$(binary "$target")" "${files[@]}" >"$ARTIFACTS/regressions-$target.log" 2>&1; then
      echo "$target: ${#files[@]} regression files pass"
    else
      echo "$target: FAILS (log: $ARTIFACTS/regressions-$target.log)"
      failed=1
    fi
  done
  # The planted target's crashers must still crash it: proof the replay works.
  local planted_files
  mapfile -t planted_files < <(find "Corpus/regressions/$PLANTED" -type f 2>/dev/null | sort)
  if [[ ${#planted_files[@]} -gt 0 ]]; then
    build "$PLANTED"
    for file in "${planted_files[@]}"; do
      if "$(binary "$PLANTED")" "$file" >"$ARTIFACTS/regressions-$PLANTED.log" 2>&1; then
        echo "$PLANTED: $file no longer crashes the planted codec (expected a crash)"
        failed=1
      else
        echo "$PLANTED: $file still crashes the planted codec, as planted"
      fi
    done
  fi
  return $failed
}

planted() {
  local seconds=${1:-600} out="$ARTIFACTS/$PLANTED" start end crash
  build "$PLANTED"
  rm -rf "$out" && mkdir -p "$out/corpus"
  start=$(date +%s.%N)
  # shellcheck disable=SC2046
  "$(binary "$PLANTED")" $(common_flags) -max_total_time="$seconds" \
    -artifact_prefix="$out/" "$out/corpus" >"$out/find.log" 2>&1 || true
  end=$(date +%s.%N)
  crash=$(ls "$out"/crash-* 2>/dev/null | head -1 || true)
  if [[ -z $crash ]]; then
    echo "$PLANTED: no crash within $seconds s" >&2
    return 1
  fi
  echo "$PLANTED: crash found after $(echo "$end - $start" | bc) s," \
    "$(grep -o '^#[0-9]*' "$out/find.log" | tail -1 | tr -d '#') executions"
  "$(binary "$PLANTED")" -minimize_crash=1 -runs=20000 -exact_artifact_path="$out/minimal" \
    "$crash" >"$out/minimize.log" 2>&1 || true
  [[ -s $out/minimal ]] || cp "$crash" "$out/minimal"
  local keep="Corpus/regressions/$PLANTED"
  mkdir -p "$keep"
  cp "$out/minimal" "$keep/crash-$(sha1sum "$out/minimal" | cut -c1-12)"
  echo "minimised crasher ($(wc -c <"$out/minimal") bytes: $(head -c 80 "$out/minimal" | tr -c '[:print:]' '.')) kept in $keep/"
}

command=${1:?usage: Scripts/fuzz.sh build|campaign|smoke|regressions|planted}
shift
case $command in
  build) build "${1:?target}" ;;
  campaign) campaign "${1:-28800}" "${2:-}" ;;
  smoke) smoke "${1:-25}" "${2:-}" ;;
  regressions) regressions ;;
  planted) planted "${1:-600}" ;;
  *) echo "unknown command $command" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# `make fuzz-example` (and .ci/run): an outside package fuzzes its own codec
# and law suite with `swift package fuzz`, and the finding replays in its
# `swift test`.
#
# Examples/TinyLinks depends on this repository by path and copies nothing
# from it. With its bug planted (TINYLINKS_PLANT_BUG=percent: the printer
# leaves `%` unescaped) this script
#   1. fuzzes its target Codec for FUZZ_EXAMPLE_TIME seconds (default 30) and
#      requires the plugin to exit 1 with a FOUND line and a saved case in
#      Corpus/regressions/Codec/Codec.regressions;
#   2. runs its `swift test` and requires it to fail on that saved case,
#      imported into the test's regression file and replayed first;
# then removes what the run wrote (corpus, findings, regression files).
# Logs: Examples/TinyLinks/.build/fuzz-example/. To see the check fail as it
# must when nothing is found, run it with the bug not planted:
# TINYLINKS_PLANT_BUG=none make fuzz-example.
set -euo pipefail
cd "$(dirname "$0")/../Examples/TinyLinks"

SECONDS_TO_FUZZ=${FUZZ_EXAMPLE_TIME:-30}
LOGS=.build/fuzz-example
FINDINGS=Corpus/regressions/Codec/Codec.regressions
SAVED=Tests/TinyLinksTests/.irischeck/TinyLinkCodecTests.regressions

clean() { rm -rf Corpus Tests/TinyLinksTests/.irischeck; }
fail() {
  echo "fuzz-example: FAILED: $1 (logs in Examples/TinyLinks/$LOGS/)" >&2
  exit 1
}
clean
trap clean EXIT
mkdir -p "$LOGS"
export TINYLINKS_PLANT_BUG=${TINYLINKS_PLANT_BUG:-percent}
start=$(date +%s)

echo "== swift package fuzz Codec --seconds $SECONDS_TO_FUZZ (TINYLINKS_PLANT_BUG=$TINYLINKS_PLANT_BUG)"
status=0
swift package --disable-sandbox --allow-writing-to-package-directory fuzz Codec \
  --seconds "$SECONDS_TO_FUZZ" >"$LOGS/fuzz.log" 2>&1 || status=$?
fuzzed=$(date +%s)
grep -E '^(FOUND|FAILED):|^Codec ' "$LOGS/fuzz.log" || true
[[ $status -eq 1 ]] || fail "the plugin exited $status, not 1 with a finding"
grep -q '^FOUND: Codec: ' "$LOGS/fuzz.log" || fail "the plugin printed no FOUND line for Codec"
grep -q 'ic1:' "$FINDINGS" 2>/dev/null || fail "no case saved in $FINDINGS"

echo "== swift test: the saved finding must replay first and fail"
if swift test >"$LOGS/test.log" 2>&1; then fail "swift test passed"; fi
tested=$(date +%s)
lines=$(grep -n 'found by swift package fuzz' "$SAVED" 2>/dev/null | cut -d: -f1 || true)
[[ -n $lines ]] || fail "the finding was not imported into $SAVED"
replayed=0
for line in $lines; do
  if grep -q "Found by the saved regression at .*/$SAVED:$line;" "$LOGS/test.log"; then
    grep -m1 -B8 "Found by the saved regression at .*/$SAVED:$line;" "$LOGS/test.log" |
      grep -E 'Property|Minimal|^ *[.]' | head -3
    replayed=1
  fi
done
[[ $replayed -eq 1 ]] || fail "swift test did not fail on the imported finding"
echo "fuzz-example: ok (fuzz, build included: $((fuzzed - start)) s; swift test:" \
  "$((tested - fuzzed)) s; in all $((tested - start)) s)"

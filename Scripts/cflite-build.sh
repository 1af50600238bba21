#!/usr/bin/env bash
# `make cflite-build`: runs .clusterfuzzlite/build.sh as ClusterFuzzLite would,
# without docker, then checks $OUT and smoke-runs every binary.
#
# SRC, OUT and WORK are fresh temporary folders; the repository's tracked and
# new (not ignored) files are copied to $SRC/IrisCheck, as the Dockerfile's
# COPY does. The variables base-builder-swift sets for SANITIZER=address are
# set here by hand (its `precompile_swift` does not exist outside the image):
#   SANITIZER=address FUZZING_ENGINE=libfuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64
#   CFLAGS/CXXFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only
#     -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address
#     -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
#   SWIFTFLAGS / SWIFT6_2FLAGS as precompile_swift derives them from those.
# Then for each target <t> of Fuzz/Sources/, and each law-suite target the
# fuzz plugin laid out (Fuzz/Main/), it checks that $OUT has <t>,
# <t>.options, <t>_seed_corpus.zip and (when the options name one) <t>.dict,
# and runs <t> with its options for 500 inputs: its seeds, then mutations of
# them (libFuzzer -runs=500 -seed=1, so a failure reproduces).
# Set CFLITE_KEEP=1 to keep the temporary folders. Needs zip/unzip or
# python3. Linux only, like ClusterFuzzLite itself: the builder's flags link
# the Swift runtime statically (`--static-swift-stdlib`), which macOS lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

TMP=$(mktemp -d)
[[ ${CFLITE_KEEP:-0} == 1 ]] || trap 'rm -rf "$TMP"' EXIT
export SRC=$TMP/src OUT=$TMP/out WORK=$TMP/work
mkdir -p "$SRC/IrisCheck" "$OUT" "$WORK"
git ls-files -c -o --exclude-standard | tar -cf - -T - | tar -xf - -C "$SRC/IrisCheck"

export SANITIZER=address FUZZING_ENGINE=libfuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only \
-DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address \
-fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS=$CFLAGS
SWIFTFLAGS="-Xswiftc -parse-as-library -Xswiftc -static-stdlib --static-swift-stdlib"
SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER --sanitize=$SANITIZER"
SWIFT6_2FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib"
SWIFT6_2FLAGS="$SWIFT6_2FLAGS --sanitize=fuzzer --sanitize=$SANITIZER"
for flag in $CFLAGS; do
  SWIFTFLAGS="$SWIFTFLAGS -Xcc=$flag"
  SWIFT6_2FLAGS="$SWIFT6_2FLAGS -Xcc=$flag"
done
for flag in $CXXFLAGS; do
  SWIFTFLAGS="$SWIFTFLAGS -Xcxx=$flag"
  SWIFT6_2FLAGS="$SWIFT6_2FLAGS -Xcxx=$flag"
done
export SWIFTFLAGS SWIFT6_2FLAGS

echo "== build.sh (SRC=$SRC OUT=$OUT WORK=$WORK)"
start=$(date +%s)
(cd "$SRC" && bash "$SRC/IrisCheck/.clusterfuzzlite/build.sh")
echo "== built in $(($(date +%s) - start)) s; \$OUT:"
ls -l "$OUT" | sed 's/^/  /'

# shellcheck source=Scripts/fuzz-options.sh
source Scripts/fuzz-options.sh

unzip_to() { # zip folder
  if command -v unzip >/dev/null 2>&1; then
    unzip -q -o "$1" -d "$2"
  else
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"
  fi
}

failed=0
export SWIFT_BACKTRACE=enable=no
echo "== artefacts and a 500-input smoke run per binary"
# The byte targets (Fuzz/Sources/) and the law-suite targets the fuzz plugin
# laid out (every other <t>.options in $OUT).
expected=$(for dir in "$ROOT"/Fuzz/Sources/*/; do basename "$dir"; done)
laid_out=$(cd "$OUT" && for file in *.options; do echo "${file%.options}"; done)
main_targets=$(echo "$laid_out" | grep -vxF "$expected" || true)
[[ -n $main_targets ]] || { echo "no law-suite target in \$OUT (Fuzz/Main/)"; failed=1; }
for target in $expected $main_targets; do
  dir="$ROOT/Fuzz/Sources/$target/"
  missing=""
  for file in "$target" "$target.options" "${target}_seed_corpus.zip"; do
    [[ -s $OUT/$file ]] || missing="$missing $file"
  done
  if [[ -d $dir ]] && grep -q '^[[:space:]]*dict[[:space:]]*=' "$dir$target.options"; then
    [[ -s $OUT/$target.dict ]] || missing="$missing $target.dict"
  fi
  if [[ -n $missing ]]; then
    echo "$target: MISSING$missing"
    failed=1
    continue
  fi
  seeds="$WORK/seeds-$target"
  mkdir -p "$seeds"
  unzip_to "$OUT/${target}_seed_corpus.zip" "$seeds"
  count=$(ls "$seeds" | wc -l | tr -d ' ')
  # The options file as ClusterFuzzLite applies it: each [libfuzzer] key as a flag.
  flags=$(options_section libfuzzer "$OUT/$target.options" |
    sed -e 's/^\([a-z_]*\) /-\1=/' -e "s|^-dict=|-dict=$OUT/|")
  # The [asan] section as ClusterFuzzLite applies it: ASAN_OPTIONS.
  asan=$(options_section asan "$OUT/$target.options" | sed 's/ /=/' | paste -s -d : -)
  log="$WORK/smoke-$target.log"
  # shellcheck disable=SC2086
  if (cd "$OUT" && ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}$asan" \
    "./$target" $flags -seed=1 -runs=500 "$seeds" >"$log" 2>&1); then
    echo "$target: ok, $count seeds," \
      "$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | sed 's/[[:space:]]*lim:.*//')"
  else
    echo "$target: FAILED on its seed corpus (log kept in the output below)"
    tail -30 "$log"
    failed=1
  fi
done
exit $failed

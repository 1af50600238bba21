#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script (runs inside base-builder-swift, or
# locally through `make cflite-build`, Scripts/cflite-build.sh).
#
# Builds every fuzz target, the folders of Fuzz/Sources/ (one per line of
# Package.swift's `fuzzTargets`; the planted targets of Fuzz/Planted/ are left
# out), and puts into $OUT for each target <t>:
#   <t>                  the libFuzzer binary
#   <t>.options          its libFuzzer options (max_len, timeout, dict)
#   <t>.dict             its dictionary, when its options name one
#   <t>_seed_corpus.zip  its seed corpus, Corpus/<t>/
# Then the law-suite targets of Fuzz/Main/ (FuzzMain.run), exactly as a
# package that uses the fuzz plugin builds its own (the line
# `swift package fuzz --init-cflite` writes): the same three files each, the
# binary being the FuzzMain executable under the target's name.
#
# Inputs, as the base image sets them: SRC (the checkout is $SRC/IrisCheck),
# OUT, WORK, SANITIZER, and the flags `precompile_swift` exports:
# SWIFT6_2FLAGS for packages with swift-tools-version 6.2 or later (ours),
# SWIFTFLAGS for older ones. For SANITIZER=address they are
#   SWIFT6_2FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib
#                  --sanitize=fuzzer --sanitize=address -Xcc=<each CFLAG> -Xcxx=<each CXXFLAG>"
# and Package.swift (IRISCHECK_FUZZ set) then gives the code under test
# coverage and every module ASan. For SANITIZER=coverage the flags carry
# `-profile-generate -profile-coverage-mapping`, and Package.swift adds nothing.
ROOT=${IRISCHECK_ROOT:-$SRC/IrisCheck}
cd "$ROOT"
if command -v precompile_swift >/dev/null 2>&1; then
  # shellcheck disable=SC1091
  . precompile_swift
fi
FLAGS=${SWIFT6_2FLAGS:-${SWIFTFLAGS:?set by precompile_swift}}
INSTRUMENT=under-test
[[ ${SANITIZER:-address} == coverage ]] && INSTRUMENT=none

zip_folder() { # folder zip-file: the folder's files, without paths
  if command -v zip >/dev/null 2>&1; then
    (cd "$1" && zip -q -j "$2" ./*)
  else
    python3 - "$1" "$2" <<'PY'
import os, sys, zipfile
folder, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            archive.write(path, name)
PY
  fi
}

for dir in Fuzz/Sources/*/; do
  target=$(basename "$dir")
  echo "== $target"
  # shellcheck disable=SC2086
  IRISCHECK_FUZZ=1 IRISCHECK_FUZZ_INSTRUMENT=$INSTRUMENT \
    swift build -c release $FLAGS --product "$target" --scratch-path "$WORK/swift-build"
  cp "$WORK/swift-build/release/$target" "$OUT/$target"
  # The options name the dictionary as Fuzz/<file>; in $OUT it is <t>.dict.
  dict=$(sed -n 's/^[[:space:]]*dict[[:space:]]*=[[:space:]]*\([^[:space:]]*\).*/\1/p' \
    "$dir$target.options")
  sed "s/^\([[:space:]]*dict[[:space:]]*=[[:space:]]*\).*/\1$target.dict/" \
    "$dir$target.options" >"$OUT/$target.options"
  if [[ -n $dict ]]; then cp "Fuzz/$dict" "$OUT/$target.dict"; fi
  if [[ -d Corpus/$target ]]; then
    rm -f "$OUT/${target}_seed_corpus.zip"
    zip_folder "Corpus/$target" "$OUT/${target}_seed_corpus.zip"
  fi
done

# The law-suite targets: built by the fuzz plugin with its own recipe
# (AddressSanitizer, coverage, LLVMFuzzerRunDriver), the runtime static.
if [[ ${SANITIZER:-address} == address ]]; then
  swift package --disable-sandbox --allow-writing-to-package-directory fuzz --build-only \
    --static --out "$OUT" --scratch-path "$WORK/fuzz-plugin"
fi

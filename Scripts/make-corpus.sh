#!/usr/bin/env bash
# Regenerates the seed corpus Corpus/<target>/seed-* from the generators and
# the sample app's catalog (Fuzz/Tools/MakeCorpus). Deterministic. Old
# seeds are replaced; files a fuzz campaign merged in (other names) are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
# NB: seed names are content hashes, so stale seeds are removed first.
find Corpus -path Corpus/regressions -prune -o -name 'seed-*' -type f -print0 | xargs -0 rm -f
IRISCHECK_FUZZ=1 IRISCHECK_FUZZ_INSTRUMENT=none swift run --scratch-path .build/tools MakeCorpus "$PWD/Corpus"

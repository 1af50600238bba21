#!/usr/bin/env bash
# Regenerates the seed corpus Corpus/<target>/seed-* from the generators and
# the sample app's catalog (Fuzz/Sources/MakeCorpus). Deterministic. Files a
# fuzz campaign merged in (other names) are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --package-path Fuzz --scratch-path Fuzz/.build/tools MakeCorpus "$PWD/Corpus"

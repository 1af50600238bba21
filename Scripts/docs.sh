#!/usr/bin/env bash
# `make docs`: every library module's DocC catalog, built with the toolchain's
# own `docc` (no plugin); any warning or error docc prints (an unresolved
# link, an ambiguous one, a parameter that does not exist, ...) fails it,
# and so does a public declaration without a doc comment
# (Scripts/surface.py --undocumented). NB: not `--warnings-as-errors`: with
# it a module with a warning writes no archive, and every later module then
# fails on its missing dependency too; every module's own problems are
# printed instead.
#
# Reuses the debug build: `swift build` (a no-op after CI's build), then
# `swift-symbolgraph-extract` reads each module's .swiftmodule from it, so
# nothing is compiled again. Modules are converted in dependency order, each
# archive built with external-link support and passed to the later ones as a
# `--dependency`, so an article or a doc comment links another module's
# symbol or article as ``/Module/Symbol`` or <doc:/Module/Article>.
# Output: .build/docs/<Module>.doccarchive; symbol graphs in
# .build/docs/symbol-graphs/<Module>/.
set -euo pipefail
cd "$(dirname "$0")/.."

# The library products' modules, each after the modules it imports.
MODULES=(
  Iris IrisCheckCore IrisCheckScheduling IrisCheckLaws IrisCheckAudit IrisFuzz IrisCheck
  Mailbox MailboxChecks Shelf ShelfChecks
)

swift_bin=$(dirname "$(command -v swift)")
docc=${DOCC:-$swift_bin/docc}
extract=$swift_bin/swift-symbolgraph-extract
for tool in "$docc" "$extract"; do
  [ -x "$tool" ] || { echo "docs: $tool not found (set DOCC)" >&2; exit 2; }
done

# Every library product's module must be listed above.
for product in $(sed -n 's/.*\.library(name: "\([^"]*\)".*/\1/p' Package.swift); do
  [[ " ${MODULES[*]} " == *" $product "* ]] \
    || { echo "docs: library product $product is not in Scripts/docs.sh's MODULES" >&2; exit 2; }
done

swift build >/dev/null
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")
out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs"

failed=0
dependencies=()
for module in "${MODULES[@]}"; do
  catalog=Sources/$module/$module.docc
  [ -d "$catalog" ] || { echo "docs: $module has no catalog ($catalog)" >&2; exit 2; }
  graphs=$out/symbol-graphs/$module
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -Xcc "-fmodule-map-file=$bin/CConcurrencyHooks.build/module.modulemap" \
    -Xcc "-fmodule-map-file=$bin/CLibFuzzerDriver.build/module.modulemap" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
  log=$out/$module.log
  if "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --output-dir "$out/$module.doccarchive" >"$log" 2>&1 \
    && ! grep -qE '^(warning|error):' "$log"; then
    echo "docs: $module ok"
  else
    grep -E -A3 '^(warning|error):' "$log" || cat "$log"
    echo "docs: $module FAILED ($(grep -cE '^(warning|error):' "$log") problems; log: $log)"
    failed=1
  fi
  dependencies+=(--dependency "$PWD/$out/$module.doccarchive")
done

python3 Scripts/surface.py --undocumented >"$out/undocumented.log" || {
  cat "$out/undocumented.log"
  failed=1
}
tail -1 "$out/undocumented.log"
exit "$failed"

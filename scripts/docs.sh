#!/usr/bin/env bash
# Builds the DocC sites of the libraries a user imports into .build/docs/<Module>, ready
# for static hosting (or `scripts/test-docs.sh`, which serves and checks them).
#
# The SwiftPM docs plugin cannot be fetched here, so this drives the toolchain's own
# `docc`: symbol graphs from `swift build`, then `docc convert` per catalog with warnings
# as errors, so a broken link or an unknown symbol fails.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ScrimCore ScrimTerminal ScrimTesting)
# A scratch path of its own: the symbol-graph flags would otherwise make the next plain
# `swift build` recompile everything.
scratch=.build/docs-build
graphs=$PWD/.build/symbol-graphs
out=.build/docs

# The catalogs' images are symbolic links to docs/screenshots (DocC takes images only
# from the catalog), so the sites always show what scrim-screenshots last drew.
for image in Sources/*/*.docc/Resources/*.svg; do
  [[ -e "$image" ]] || { echo "broken screenshot link: $image" >&2; exit 1; }
done

mkdir -p "$graphs"
# ScrimTesting depends on the other two, so one target builds all three.
swift build --jobs "${JOBS:-1}" --scratch-path "$scratch" --target ScrimTesting \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"

rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
  # Only the module's own graphs (and its extensions of other modules), so the page
  # documents one module.
  module_graphs=.build/symbol-graphs-$module
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true

  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.scrim.$module" \
    --warnings-as-errors \
    --transform-for-static-hosting \
    --hosting-base-path "$module" \
    --output-path "$out/$module"
  # DocC copies the links as links; the site gets the images themselves.
  find "$out/$module" -type l | while read -r link; do
    cp --remove-destination "docs/screenshots/$(basename "$(readlink "$link")")" "$link"
  done
done

# A front door for the three sites.
{
  echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scrim documentation</title></head><body>'
  echo '<h1>Scrim documentation</h1><ul>'
  for module in "${modules[@]}"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
  done
  echo '</ul></body></html>'
} >"$out/index.html"

echo "docs: $out (serve it: python3 -m http.server -d $out --bind 127.0.0.1 8000)"

#!/usr/bin/env bash
# Fails when the public API of the libraries a user imports breaks against the baseline
# below. When a break is intended, say so in CHANGELOG.md and move the baseline to the
# commit that makes it, in the same change.
#
# The baseline must be in this clone's history (a full clone, not a shallow one).
set -euo pipefail
cd "$(dirname "$0")/.."

# Moved from cc22139 (the Stage) on purpose: PresentationError gained a case (CHANGELOG).
baseline=fa287ef  # main with the docs and the UIKit and MDC parity work

if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  echo "the API baseline $baseline is not in this clone; fetch the full history" >&2
  exit 1
fi
# The products only: the executables and ScrimCLI (package declarations) are no API.
swift package diagnose-api-breaking-changes "$baseline" \
  --products ScrimCore ScrimTerminal ScrimTesting --baseline-dir .build/api-baseline

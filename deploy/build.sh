#!/usr/bin/env bash
# Builds a self-contained Ferry BFF into one folder (default deploy/out): the BFF compiled to one
# JavaScript file, the only production dependency that cannot be bundled (PGlite, which loads its
# WebAssembly from its own folder), and the built web app. Start it with `node main.js`.
# Set SKIP_WEB_BUILD=1 when apps/web/dist is already built (CI builds it before the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-deploy/out}"
if [ "${SKIP_WEB_BUILD:-0}" != "1" ]; then
  bash scripts/pnpm.sh --filter "@ferry/web..." build
fi
[ -f apps/web/dist/index.html ] || { echo "apps/web/dist is not built" >&2; exit 1; }
node deploy/bundle.mjs "$out"
echo "Built $out: start it with 'node $out/main.js' (configuration: deploy/.env.example)"

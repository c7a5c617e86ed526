#!/usr/bin/env bash
# publint and Are the Types Wrong on the tarball pnpm would publish (publishConfig applied).
set -euo pipefail
# Arguments: package subpaths attw should not check (stylesheets).
publint --pack pnpm --strict
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
pnpm pack --pack-destination "$out" >/dev/null
# CSS entries carry no types, so attw is told to skip them.
if [ $# -gt 0 ]; then attw "$out"/*.tgz --profile esm-only --exclude-entrypoints "$@"; else attw "$out"/*.tgz --profile esm-only; fi

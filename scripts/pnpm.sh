#!/usr/bin/env bash
# pnpm at the version package.json pins in `packageManager`, the one place it is written; the
# READMEs show the same command literally, kept equal by scripts/pinnedVersions.test.ts.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec npx -y "$(node -p 'require(process.argv[1]).packageManager' "$root/package.json")" "$@"

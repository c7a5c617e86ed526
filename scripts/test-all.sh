#!/usr/bin/env bash
# Every test, as CI runs it (`pnpm test`). The static checks come first; then the unit and
# integration suites run while the host examples install and build beside them (that part waits
# on the npm registry and disk far more than on the CPU); then the e2e suites in Chromium, one at
# a time. Each step prints how long it took.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
pnpm="bash $root/scripts/pnpm.sh"
logs="$root/artifacts"
mkdir -p "$logs"

step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

step 'lint, copy-paste check, type-check, build, package lint, size budgets'
$pnpm lint
$pnpm lint:copies
$pnpm typecheck
$pnpm build
$pnpm -r --if-present lint:package
$pnpm size

step 'Debian packages the suites need (one apt at a time)'
bash scripts/ensure-debian-package.sh postgres redis nginx chromium

step 'unit and integration tests, host examples installing beside them'
# In a session of its own, so that a failure here stops it with every npm it started.
HOSTS_PHASE=prepare setsid bash scripts/test-hosts.sh >"$logs/hosts-prepare.log" 2>&1 &
prepare=$!
trap 'kill -- "-$prepare" 2>/dev/null || true' EXIT
# Three vitest runs, one after another (vitest.config.ts, FERRY_VITEST_PART): every other project
# in two workers even on two cores (its files wait on module imports and jsdom far more than they
# compute), then the BFF's and the cluster's suites, which each take turns on one shared stack of servers
# (fileParallelism: false). Side by side they were measured flaky on two cores (a kill -9 test
# and a race test lost their timing to the CPU the other runs held), so they run alone. Each run's
# log is kept in $logs/vitest-<part>.log and printed whole.
for part in rest bff cluster; do
  step "vitest: $part"
  if ! FERRY_VITEST_PART=$part $pnpm exec vitest run >"$logs/vitest-$part.log" 2>&1; then
    cat "$logs/vitest-$part.log"
    echo "vitest failed: $part (log above, also in $logs/vitest-$part.log)" >&2
    exit 1
  fi
  cat "$logs/vitest-$part.log"
done
step 'host examples: waiting for their install and build'
if ! wait "$prepare"; then
  cat "$logs/hosts-prepare.log"
  echo 'the host examples did not install or build (log above)' >&2
  exit 1
fi
trap - EXIT
tail -n 20 "$logs/hosts-prepare.log"

step 'e2e in Chromium'
$pnpm --filter @ferry/e2e test
# Every screen of e2e/screens.ts in both themes at both widths, with its contact sheet.
$pnpm --filter @ferry/e2e screens

step 'e2e of the host examples'
HOSTS_PHASE=e2e bash scripts/test-hosts.sh
step 'all passed'

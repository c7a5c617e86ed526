#!/usr/bin/env bash
# The widget in common hosts, installed as integrators get it: packs the public packages
# (scripts/pack-release.sh), checks the widget tarball installs alone, without overrides, with
# npm, pnpm and yarn next to wagmi 2 and wagmi 3, installs and builds each app in examples/
# (outside the workspace, from the registry plus the widget tarball), then runs e2e/hosts
# against a devnet and BFF.
# HOSTS="wagmi3 nextjs" limits the examples; SKIP_INSTALL_CHECK=1 skips the fresh-folder installs,
# INSTALL_MATRIX="npm:2 pnpm:3 …" chooses them. Builds order-api and the widget only when they have no dist.
# HOSTS_PHASE=prepare stops before the e2e run, HOSTS_PHASE=e2e runs only it (test-all.sh runs the
# first beside the unit tests); unset, both.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
root="$(cd "$(dirname "$0")/.." && pwd)"
pnpm="bash $root/scripts/pnpm.sh"
examples="$root/examples"
tarballs="$examples/.tarballs"
hosts="${HOSTS:-wagmi3 nextjs wagmi2-rainbowkit}"

step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

phase="${HOSTS_PHASE:-all}"
case "$phase" in all | prepare | e2e) ;; *) echo "HOSTS_PHASE must be prepare or e2e, got $phase" >&2 && exit 2 ;; esac

if [ "$phase" != e2e ]; then
step 'pack the public packages as a release does'
rm -rf "$tarballs" && mkdir -p "$tarballs"
for package in order-api widget embed; do
  [ -f "$root/packages/$package/dist/index.js" ] || $pnpm --dir "$root/packages/$package" build >/dev/null
done
PACK_ONLY=1 bash "$root/scripts/pack-release.sh" "$tarballs"

if [ -z "${SKIP_INSTALL_CHECK:-}" ]; then
  # npm is checked on the examples below (wagmi 2 with RainbowKit, wagmi 3 in two apps).
  step 'the widget tarball installs with pnpm on wagmi 2 and yarn 1 on wagmi 3'
  INSTALL_MATRIX="${INSTALL_MATRIX:-pnpm:2 yarn:3}" bash "$root/scripts/check-widget-installs.sh" "$tarballs"
fi

for host in $hosts; do
  step "install and build examples/$host"
  # The tarballs change on every pack under the same version: npm must take them anew.
  rm -rf "$examples/$host/node_modules/@ferry"
  (cd "$examples/$host" && npm install --no-audit --no-fund --no-package-lock --loglevel=error &&
    node "$root/scripts/check-ferry-peers.mjs" && npm run build --silent)
done

fi
[ "$phase" = prepare ] && step 'prepared' && exit 0

step 'e2e/hosts'
bash "$root/scripts/ensure-debian-package.sh" chromium
cd "$root/e2e" && HOSTS="$hosts" npx playwright test -c hosts/playwright.config.ts
step 'done'

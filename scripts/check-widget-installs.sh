#!/usr/bin/env bash
# The packed widget installs in a fresh folder with npm, pnpm and yarn 1, next to wagmi 2 and to
# wagmi 3, with no override and no flag: every peer of @ferry/* resolves to a version its range
# accepts (scripts/check-ferry-peers.mjs), and Node loads the installed widget. Strict peer modes
# are not used: wagmi 2's own dependencies (valtio) disagree with them. Argument: the folder holding
# ferry-order-api.tgz and ferry-widget.tgz (scripts/test-hosts.sh packs them).
set -euo pipefail
tarballs="$(cd "$1" && pwd)"
scripts="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

check() {
  local manager="$1" wagmi="$2" dir="$work/$1-wagmi$2"
  mkdir -p "$dir"
  # Each check takes the tarballs from a path of its own: yarn 1 caches a file: dependency by its
  # path and version, and every pack reuses the version (a cache clean does not reach it).
  cp "$tarballs"/ferry-order-api.tgz "$tarballs"/ferry-widget.tgz "$dir/"
  local packed="$dir"
  cat >"$dir/package.json" <<JSON
{
  "name": "fresh-$manager-wagmi$wagmi",
  "private": true,
  "type": "module",
  "dependencies": {
    "@ferry/order-api": "file:$packed/ferry-order-api.tgz",
    "@ferry/widget": "file:$packed/ferry-widget.tgz",
    "@tanstack/react-query": "^5",
    "react": "^19",
    "react-dom": "^19",
    "viem": "^2",
    "wagmi": "^$wagmi"
  },
  "pnpm": { "overrides": { "@ferry/order-api": "file:$packed/ferry-order-api.tgz" } },
  "resolutions": { "@ferry/order-api": "file:$packed/ferry-order-api.tgz" }
}
JSON
  # The widget depends on @ferry/order-api 0.1.0, which is not on the registry until released:
  # pnpm and yarn look there for a dependency's dependency, so both are pointed at the tarball
  # (npm takes the one the app installs). That is the only override; peers get none.
  local log="$dir/install.log"
  case "$manager" in
    npm) (cd "$dir" && npm install --no-audit --no-fund >"$log" 2>&1) ;;
    pnpm) (cd "$dir" && bash "$scripts/pnpm.sh" install >"$log" 2>&1) ;;
    yarn) (cd "$dir" && npx -y yarn@1 install --non-interactive >"$log" 2>&1) ;;
  esac || { cat "$log"; echo "FAIL: $manager with wagmi $wagmi did not install"; return 1; }
  (cd "$dir" && node "$scripts/check-ferry-peers.mjs") || {
    echo "FAIL: $manager with wagmi $wagmi: a peer of @ferry/* is not satisfied"
    return 1
  }
  (cd "$dir" && node --input-type=module -e "
    const widget = await import('@ferry/widget')
    const wagmi = JSON.parse(await (await import('node:fs/promises')).readFile('node_modules/wagmi/package.json', 'utf8'))
    // A component made with forwardRef is an object React renders, not a function.
    const kind = String(widget.SwapWidget?.\$\$typeof ?? typeof widget.SwapWidget)
    if (kind !== 'Symbol(react.forward_ref)') throw new Error('SwapWidget is not a component: ' + kind)
    if (!wagmi.version.startsWith('$wagmi.')) throw new Error('wagmi ' + wagmi.version)
    console.log('ok: $manager, wagmi ' + wagmi.version)
  ")
}

# manager:wagmi-major pairs; scripts/test-hosts.sh covers npm through the examples and passes
# the rest (each fresh wagmi 2 install takes minutes on a small machine).
for pair in ${INSTALL_MATRIX:-npm:2 npm:3 pnpm:2 pnpm:3 yarn:2 yarn:3}; do
  check "${pair%%:*}" "${pair##*:}"
done

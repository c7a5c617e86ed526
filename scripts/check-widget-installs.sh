#!/usr/bin/env bash
# The packed widget installs alone in a fresh folder with npm, pnpm and yarn 1, next to wagmi 2 and
# to wagmi 3, with no override, no resolution and no flag (it carries its own copy of
# @ferry/order-api: packages/widget/scripts/bundleOrderApi.mjs): every peer of @ferry/* resolves
# to a version its range accepts (scripts/check-ferry-peers.mjs), and Node loads the installed
# widget. Strict peer modes are not used: wagmi 2's own dependencies (valtio) disagree with them.
# Argument: the folder holding ferry-widget.tgz (scripts/test-hosts.sh packs it).
set -euo pipefail
tarballs="$(cd "$1" && pwd)"
scripts="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# yarn 1 unpacks a file: tarball into its cache's .tmp folder and reuses that copy for a later
# install of the same package from another path, whatever the tarball holds now (a cache clean
# leaves .tmp alone): drop its copies of @ferry/* so the tarball just packed is the one read.
forget_yarn_extracts() {
  local cache
  cache="$(cd "$work" && npx -y yarn@1 cache dir)"
  for manifest in "$cache"/.tmp/*/package.json; do
    [ -f "$manifest" ] || continue
    if node -e 'process.exit(require(process.argv[1]).name?.startsWith("@ferry/") ? 0 : 1)' "$manifest"; then
      rm -rf "$(dirname "$manifest")"
    fi
  done
}

check() {
  local manager="$1" wagmi="$2" dir="$work/$1-wagmi$2"
  mkdir -p "$dir"
  cp "$tarballs"/ferry-widget.tgz "$dir/"
  local packed="$dir"
  cat >"$dir/package.json" <<JSON
{
  "name": "fresh-$manager-wagmi$wagmi",
  "private": true,
  "type": "module",
  "dependencies": {
    "@ferry/widget": "file:$packed/ferry-widget.tgz",
    "@tanstack/react-query": "^5",
    "react": "^19",
    "react-dom": "^19",
    "viem": "^2",
    "wagmi": "^$wagmi"
  }
}
JSON
  local log="$dir/install.log"
  case "$manager" in
    npm) (cd "$dir" && npm install --no-audit --no-fund >"$log" 2>&1) ;;
    pnpm) (cd "$dir" && bash "$scripts/pnpm.sh" install >"$log" 2>&1) ;;
    # --ignore-engines: @wallet-standard/* ask for Node 22 and yarn 1 alone refuses a lower one;
    # this machine's Node 20 is the reason, not the package graph (npm and pnpm only warn).
    yarn) forget_yarn_extracts && (cd "$dir" && npx -y yarn@1 install --non-interactive --ignore-engines >"$log" 2>&1) ;;
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
    const manifest = JSON.parse(await (await import('node:fs/promises')).readFile('package.json', 'utf8'))
    if (manifest.pnpm || manifest.resolutions || manifest.overrides) throw new Error('an override crept in')
    console.log('ok: $manager, wagmi ' + wagmi.version)
  ")
}

# manager:wagmi-major pairs; scripts/test-hosts.sh covers npm through the examples and passes
# the rest (each fresh wagmi 2 install takes minutes on a small machine).
for pair in ${INSTALL_MATRIX:-npm:2 npm:3 pnpm:2 pnpm:3 yarn:2 yarn:3}; do
  check "${pair%%:*}" "${pair##*:}"
done

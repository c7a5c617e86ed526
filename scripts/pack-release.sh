#!/usr/bin/env bash
# The public packages (@ferry/order-api, @ferry/widget, @ferry/embed) built and packed together,
# as a release publishes them: `pnpm changeset version` has moved all three to one version (they
# are a fixed group in .changeset/config.json), and this refuses to pack them at different ones.
# Argument: the folder for the tarballs (default release/), written as ferry-<package>.tgz.
# PACK_ONLY=1 packs the dist already built (scripts/test-hosts.sh, after the CI build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pnpm="bash $root/scripts/pnpm.sh"
dest="${1:-$root/release}"
mkdir -p "$dest" && dest="$(cd "$dest" && pwd)"
packages="order-api widget embed"

versions="$(for package in $packages; do node -p "require('$root/packages/$package/package.json').version"; done | sort -u)"
if [ "$(printf '%s\n' "$versions" | wc -l)" -ne 1 ]; then
  echo "the public packages are at different versions ($(echo $versions)): run pnpm changeset version" >&2
  exit 1
fi
# order-api first: the widget's build copies its dist (packages/widget/scripts/bundleOrderApi.mjs).
[ -n "${PACK_ONLY:-}" ] || $pnpm --filter @ferry/order-api --filter @ferry/widget --filter @ferry/embed build >/dev/null
for package in $packages; do
  rm -f "$dest"/ferry-"$package"-*.tgz
  (cd "$root/packages/$package" && $pnpm pack --pack-destination "$dest" >/dev/null)
  mv "$dest"/ferry-"$package"-*.tgz "$dest/ferry-$package.tgz"
done
echo "packed $packages at $versions in $dest"

#!/usr/bin/env bash
# Installs from Debian's packages what a suite needs, only when it is missing:
#   postgres  PostgreSQL's binaries: the BFF's journal tests start their own throwaway server
#   redis     redis-server: the BFF's shared-state tests start their own throwaway one
#   nginx     nginx: the multi-instance suite (e2e/cluster) starts its own in front of the BFFs
#   chromium  Debian's Chromium for the e2e suites (Playwright's own download cannot work here)
# Usage: scripts/ensure-debian-package.sh <what>... (one or more of the names above).
# apt waits up to 10 minutes for the dpkg lock, so a concurrent apt (another job, unattended
# upgrades) delays the install instead of failing it.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 postgres|redis|nginx|chromium..." >&2; exit 2; }

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
apt_get() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 "$@"; }
install() {
  echo "Installing $1 from Debian packages…"
  apt_get update -qq
  shift
  apt_get install -y -qq "$@" >/dev/null
}

for what in "$@"; do
  case "$what" in
    postgres)
      compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null && continue
      install PostgreSQL postgresql
      ls /usr/lib/postgresql/*/bin/initdb
      ;;
    redis)
      command -v redis-server >/dev/null 2>&1 && continue
      install Redis redis-server
      command -v redis-server
      ;;
    nginx)
      { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } && continue
      # nginx-light would do, but the plain package is the one every Debian release has.
      install nginx --no-install-recommends nginx
      # The package starts the system service on port 80; the tests never use it.
      $SUDO systemctl stop nginx >/dev/null 2>&1 || $SUDO service nginx stop >/dev/null 2>&1 || true
      ls /usr/sbin/nginx
      ;;
    chromium)
      [ -x /usr/bin/chromium ] && continue
      install Chromium chromium fonts-noto-cjk
      /usr/bin/chromium --version
      ;;
    *)
      echo "$0: unknown package '$what' (postgres, redis, nginx or chromium)" >&2
      exit 2
      ;;
  esac
done

#!/usr/bin/env bash
# The multi-instance suite (apps/cluster-test) puts a real nginx in front of three BFF processes;
# the tests start their own nginx from Debian's package (never the system service), which this
# installs when it is missing.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing nginx from Debian packages…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# nginx-light would do, but the plain package is the one every Debian release has.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
# The package starts the system service on port 80; the tests never use it.
$SUDO systemctl stop nginx >/dev/null 2>&1 || $SUDO service nginx stop >/dev/null 2>&1 || true
ls /usr/sbin/nginx

#!/usr/bin/env bash
# The BFF's shared state (REDIS_URL) is tested against a real Redis; the tests start their own
# throwaway redis-server from Debian's package, which this installs when it is missing.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
echo "Installing Redis from Debian packages…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
command -v redis-server

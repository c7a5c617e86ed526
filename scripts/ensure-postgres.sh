#!/usr/bin/env bash
# The BFF's journal is tested against a real PostgreSQL (DATABASE_URL); the tests start their
# own throwaway server from Debian's binaries, which this installs when they are missing.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
echo "Installing PostgreSQL from Debian packages…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb

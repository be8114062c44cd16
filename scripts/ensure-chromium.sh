#!/usr/bin/env bash
# Installs Debian's Chromium for the browser test (test/browser/) when it is missing. Run as root
# on Debian/Ubuntu; `npm test` calls it first. Never downloads a browser build of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install Debian's chromium package (apt-get install chromium) as root." >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium package …"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version

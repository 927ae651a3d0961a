#!/usr/bin/env bash
# Installs what the project needs and is missing: Debian packages, then the site's npm packages.
# Usage: scripts/install-deps.sh [run|test]. Idempotent: does nothing when everything is present.
set -euo pipefail
profile=${1:-run}
cd "$(dirname "$0")/.."

packages=(build-essential cmake pkg-config ccache libboost-dev libboost-system-dev nlohmann-json3-dev
  libsoci-dev libsqlite3-dev libpq-dev libsodium-dev libssl-dev libcurl4-openssl-dev libhpdf-dev
  libqrencode-dev libspdlog-dev libcli11-dev zlib1g-dev libbrotli-dev sqlite3 brotli)
if [ "$profile" = test ]; then
  packages+=(libgtest-dev googletest chromium wrk nginx jq poppler-utils clang-format)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "Node.js 20 and npm are required (https://nodejs.org); install them, then run make again." >&2
  exit 1
fi

# npm ci only when the lockfile changed since the last install.
if [ ! -f web/node_modules/.package-lock.json ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  (cd web && npm ci --no-audit --no-fund)
fi

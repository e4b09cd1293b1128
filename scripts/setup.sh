#!/usr/bin/env bash
# What the test suite needs from Debian besides npm's packages, installed when missing (as root,
# or through sudo): Chromium for the browser tests, poppler-utils (pdftotext) for the text of
# badges and certificates, PostgreSQL when no server answers on 127.0.0.1:5432.
# `npm test` runs it first.
set -uo pipefail
cd "$(dirname "$0")/.."
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "need root for: $*" >&2; return 1; fi; }
missing=()
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
if [ -z "${TEST_PG_URL:-}" ] && ! node scripts/lib/can-connect.mjs "postgresql://postgres@127.0.0.1:5432/postgres" &&
  ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
printf '\n\033[1m== installing %s (Debian packages)\033[0m\n' "${missing[*]}"
as_root apt-get update -qq &&
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"

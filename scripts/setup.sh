#!/usr/bin/env bash
# What the test suite needs from Debian besides npm's packages, installed when missing (as root,
# or through sudo): Chromium for the browser tests, poppler-utils (pdftotext) for the text of
# badges and certificates, tesseract-ocr to read the rendered tax invoices back (the GST split as
# printed), PostgreSQL's programs (a throwaway server when none answers on
# 127.0.0.1:5432, and the fault suite's own cluster), redis-server and nginx for the fault suite
# (which starts, kills and restarts its own). `npm test` runs it first.
set -uo pipefail
cd "$(dirname "$0")/.."
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "need root for: $*" >&2; return 1; fi; }
missing=()
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v tesseract >/dev/null || missing+=(tesseract-ocr)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] || {
  printf '\n\033[1m== installing %s (Debian packages)\033[0m\n' "${missing[*]}"
  as_root apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" || exit 1
}
# Without nginx the fault suite runs behind the e2e proxy, which follows nginx's rules.
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  printf '\n\033[1m== installing nginx (Debian package)\033[0m\n'
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends nginx-light ||
    echo "no nginx: the fault suite uses the e2e proxy instead" >&2
fi
exit 0

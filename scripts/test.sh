#!/usr/bin/env bash
# npm test: lint, typecheck, unit/integration tests on the embedded database and on a PostgreSQL
# server, then the end-to-end suite in Chromium. Installs Debian's Chromium, nginx and PostgreSQL
# when they are missing (as root, or through sudo).
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=.test-results
rm -rf "$results" && mkdir -p "$results"
say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "need root for: $*" >&2; return 1; fi; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq && apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@"
}

# --- Chromium -------------------------------------------------------------------------------
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Chromium (Debian package)"
  apt_install chromium || exit 1
fi

# --- pdftotext (the tests read the text of badges and certificates) --------------------------
if ! command -v pdftotext >/dev/null; then
  say "installing poppler-utils (Debian package: pdftotext)"
  apt_install poppler-utils || exit 1
fi

# --- nginx (the fault suite runs deploy/nginx.conf itself, as its own process) ----------------
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  say "installing nginx (Debian package)"
  apt_install nginx-light || apt_install nginx || echo "no nginx: the fault suite uses the e2e proxy instead" >&2
fi

# --- Redis and PostgreSQL programs (the fault suite starts, kills and restarts its own) --------
if ! command -v redis-server >/dev/null; then
  say "installing redis-server (Debian package)"
  apt_install redis-server || exit 1
fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  say "installing PostgreSQL (Debian package)"
  apt_install postgresql || exit 1
fi

# --- PostgreSQL server ----------------------------------------------------------------------
can_connect() { node -e "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$1" 2>/dev/null; }
if [ -z "${TEST_PG_URL:-}" ]; then
  if can_connect "postgresql://postgres@127.0.0.1:5432/postgres"; then
    export TEST_PG_URL="postgresql://postgres@127.0.0.1:5432/postgres"
  else
    say "starting a throwaway PostgreSQL server"
    initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1)
    if [ -z "$initdb" ]; then apt_install postgresql || exit 1; initdb=$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1); fi
    bindir=$(dirname "$initdb")
    pgdata=$(mktemp -d /tmp/uppedicon-pg.XXXXXX)
    run_pg() { if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$pgdata"; su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
    run_pg "'$bindir/initdb' -D '$pgdata/data' -U postgres --auth=trust -E UTF8 >/dev/null"
    run_pg "'$bindir/pg_ctl' -D '$pgdata/data' -o \"-p 55432 -k /tmp -c listen_addresses=127.0.0.1\" -l '$pgdata/log' -w start >/dev/null"
    trap "run_pg \"'$bindir/pg_ctl' -D '$pgdata/data' -m fast stop >/dev/null\"; rm -rf '$pgdata'" EXIT
    export TEST_PG_URL="postgresql://postgres@127.0.0.1:55432/postgres"
  fi
fi
echo "PostgreSQL server for tests: $TEST_PG_URL"

# --- Static checks --------------------------------------------------------------------------
say "lint"
npm run --silent lint || exit 1
say "typecheck"
npx tsc --noEmit || exit 1

failed=0
say "unit and integration tests: embedded database"
TEST_DB=embedded npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-embedded.json" || failed=1
say "unit and integration tests: PostgreSQL server"
TEST_DB=server npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-server.json" || failed=1
say "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test || failed=1

say "summary"
node scripts/test-summary.mjs "$results" || failed=1
exit $failed

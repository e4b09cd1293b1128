#!/usr/bin/env bash
# npm test: lint, typecheck, the unit tests, the database tests on the embedded database and on a
# PostgreSQL server, then the end-to-end suite in Chromium. scripts/setup.sh installs what is
# missing from Debian first.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=.test-results
rm -rf "$results" && mkdir -p "$results"
say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
# Each phase's wall time, printed with the summary (docs/performance.md keeps the latest figures).
timings=""
phase_started=$SECONDS
lap() {
  timings+=$(printf '  %-34s %4d s' "$1" $((SECONDS - phase_started)))$'\n'
  phase_started=$SECONDS
}

bash scripts/setup.sh || exit 1

# --- PostgreSQL server: the machine's, or a throwaway one ---------------------------------------
if [ -z "${TEST_PG_URL:-}" ]; then
  if node scripts/lib/can-connect.mjs "postgresql://postgres@127.0.0.1:5432/postgres"; then
    export TEST_PG_URL="postgresql://postgres@127.0.0.1:5432/postgres"
  else
    say "starting a throwaway PostgreSQL server"
    bindir=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
    pgdata=$(mktemp -d /tmp/uppedicon-pg.XXXXXX)
    run_pg() { if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$pgdata"; su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
    run_pg "'$bindir/initdb' -D '$pgdata/data' -U postgres --auth=trust -E UTF8 >/dev/null"
    run_pg "'$bindir/pg_ctl' -D '$pgdata/data' -o \"-p 55432 -k /tmp -c listen_addresses=127.0.0.1\" -l '$pgdata/log' -w start >/dev/null"
    trap "run_pg \"'$bindir/pg_ctl' -D '$pgdata/data' -m fast stop >/dev/null\"; rm -rf '$pgdata'" EXIT
    export TEST_PG_URL="postgresql://postgres@127.0.0.1:55432/postgres"
  fi
fi
echo "PostgreSQL server for tests: $TEST_PG_URL"
lap "setup"

# --- Static checks and unit tests (npm run test:fast) -------------------------------------------
say "lint, typecheck, unit tests"
TEST_RESULTS="$results" bash scripts/test-fast.sh || exit 1
lap "lint, typecheck, unit tests"

failed=0
# The slow project's tests start databases of their own (embedded and on the server) whatever
# TEST_DB says: they run once, with the embedded phase.
vitest() { npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-$1.json" "${@:2}"; }
say "database tests: embedded database"
TEST_DB=embedded vitest embedded --project db --project slow || failed=1
lap "database tests: embedded"
say "database tests: PostgreSQL server"
TEST_DB=server vitest server --project db || failed=1
lap "database tests: PostgreSQL server"
say "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test || failed=1
lap "end-to-end tests"

say "summary"
printf 'wall time by phase:\n%s  %-34s %4d s\n\n' "$timings" "in all" "$SECONDS"
node scripts/test-summary.mjs "$results" || failed=1
exit $failed

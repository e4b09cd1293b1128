#!/usr/bin/env bash
# npm run test:fast: lint (ESLint, Prettier, size limits), the type check and the unit tests (no
# database), side by side; each one's output is printed when it ends, and any failure fails it.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
npm run --silent lint >"$dir/lint" 2>&1 &
lint=$!
npx tsc --noEmit >"$dir/typecheck" 2>&1 &
typecheck=$!
# npm test keeps the unit tests' JSON report with the others (TEST_RESULTS).
npx vitest run --project unit ${TEST_RESULTS:+--reporter=default --reporter=json --outputFile.json="$TEST_RESULTS/vitest-unit.json"} >"$dir/unit" 2>&1 &
unit=$!
failed=0
for step in lint typecheck unit; do
  if wait "${!step}"; then status=passed; else status=FAILED; failed=1; fi
  printf '\n\033[1m== %s: %s\033[0m\n' "$step" "$status"
  if [ "$status" = FAILED ] || [ "$step" = unit ]; then tail -n 60 "$dir/$step"; fi
done
exit $failed

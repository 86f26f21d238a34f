#!/usr/bin/env bash
# Every check and test of the project, as `npm test` (and so CI) runs them. Installs what is missing
# on a fresh machine first. Ends with one line `N passed, N failed` summing every runner: each vitest
# test counts once, and each whole-project check (codegen freshness, types, lint, build) counts once.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

passed=0
failed=0
failures=()

# A whole-project check: one pass or one failure.
check() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

ensure_node_modules() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "=== installing npm packages (npm ci)"
    npm ci --no-audit --no-fund || return 1
  fi
}

# Check mode renders every file in memory exactly as a regenerate does, then compares instead of
# writing; it is timed as the generator's own command (what `npm run codegen` runs, without npm).
codegen_fresh_and_fast() {
  local started ended ms
  started=$(date +%s%N)
  node --import tsx codegen/cli.ts --check || return 1
  ended=$(date +%s%N)
  ms=$(((ended - started) / 1000000))
  echo "full regenerate (check mode) took ${ms} ms (limit 5000 ms)"
  [ "$ms" -le 5000 ]
}

if ! ensure_node_modules; then
  echo "npm ci failed"
  echo "0 passed, 1 failed"
  exit 1
fi

check "codegen --check (generated/ matches spec/, full regenerate <= 5 s)" codegen_fresh_and_fast
check "typecheck (tsc --noEmit, generated/ included)" npx tsc --noEmit -p tsconfig.json
check "lint (eslint, import boundaries)" npx eslint --max-warnings 0 .
check "build (vite build)" npx vite build --logLevel warn

echo
echo "=== unit, property and codegen tests (vitest, coverage of the domain modules)"
rm -f .tmp/vitest.json
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
vitest_status=$?
if [ -f .tmp/vitest.json ]; then
  read -r vitest_passed vitest_failed < <(node -e '
    const r = JSON.parse(require("fs").readFileSync(".tmp/vitest.json", "utf8"));
    console.log(r.numPassedTests, r.numFailedTests + (r.numTotalTestSuites > 0 && r.numTotalTests === 0 ? 1 : 0));
  ')
  passed=$((passed + vitest_passed))
  failed=$((failed + vitest_failed))
  if [ "$vitest_status" -ne 0 ] && [ "$vitest_failed" -eq 0 ]; then
    # Every test passed but vitest still failed: a coverage threshold or an error outside a test.
    failed=$((failed + 1))
    failures+=("vitest run (coverage threshold or load error)")
  elif [ "$vitest_failed" -gt 0 ]; then
    failures+=("vitest: $vitest_failed test(s)")
  fi
else
  failed=$((failed + 1))
  failures+=("vitest produced no report")
fi

echo
if [ "${#failures[@]}" -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# Every check and test of the project, as `npm test` (and so CI) runs them. Installs what is missing
# on a fresh machine first (npm packages; Chromium and the CJK font for the browser tests; PostgreSQL
# for the gateway tests). Ends with one line `N passed, N failed` summing every runner: each vitest and
# Playwright test counts once, and each whole-project check (codegen freshness, types, lint, build)
# counts once.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

passed=0
failed=0
failures=()
outside_logs=()

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

# A whole-project check started in the background (its output is kept and shown when it is collected):
# the type check and lint are single-threaded, so on two cores they run beside the quicker checks.
bg_names=()
bg_pids=()
bg_logs=()
check_bg() {
  local name=$1 log=.tmp/check-${#bg_pids[@]}.log
  shift
  "$@" >"$log" 2>&1 &
  bg_names+=("$name")
  bg_pids+=($!)
  bg_logs+=("$log")
}
collect_bg() {
  local i
  for i in "${!bg_pids[@]}"; do
    echo
    echo "=== ${bg_names[$i]}"
    if wait "${bg_pids[$i]}"; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      failures+=("${bg_names[$i]}")
    fi
    cat "${bg_logs[$i]}"
  done
}

# Adds a runner's counts from its JSON report. $1 label, $2 exit status, $3 report file, $4 a node
# expression over `r` (the parsed report) printing "<passed> <failed>".
add_counts() {
  local label=$1 status=$2 report=$3 expression=$4 p f
  if [ ! -s "$report" ]; then
    failed=$((failed + 1))
    failures+=("$label: no report")
    return
  fi
  read -r p f < <(node -e "const r = JSON.parse(require('fs').readFileSync('$report', 'utf8')); $expression")
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$f" -gt 0 ]; then
    failures+=("$label: $f test(s)")
  elif [ "$status" -ne 0 ]; then
    # Every test passed but the runner still failed: a coverage threshold or an error outside a test.
    failed=$((failed + 1))
    failures+=("$label (exit $status outside any test)")
  elif [ "$p" -eq 0 ]; then
    failed=$((failed + 1))
    failures+=("$label ran no test")
  fi
}
VITEST_COUNTS='console.log(r.numPassedTests, r.numFailedTests)'
PLAYWRIGHT_COUNTS='console.log(r.stats.expected + r.stats.flaky, r.stats.unexpected)'

ensure_node_modules() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "=== installing npm packages (npm ci)"
    npm ci --no-audit --no-fund || return 1
  fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_browser() {
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && [ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ]; then return 0; fi
  echo "=== installing Chromium, its headless shell and the CJK font (apt-get)"
  as_root apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-wqy-microhei || return 1
  # The shell only saves CPU (playwright.config.ts falls back to the full browser without it).
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium-headless-shell || echo "chromium-headless-shell not installed: the browser tests run in the full Chromium"
}

# PostgreSQL's server binaries for the second gateway run (scripts/with-postgres.sh would install them
# too, but not while apt-get is busy with the browser).
ensure_postgres() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then return 0; fi
  echo "=== installing PostgreSQL (apt-get)"
  as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
}

if ! ensure_node_modules; then
  echo "npm ci failed"
  echo "0 passed, 1 failed"
  exit 1
fi

# On two cores the runners take turns badly: vitest and the PostgreSQL run are single-threaded and the
# browser tests mostly wait on pages. So everything runs side by side: the type check and lint from the
# start, vitest (then the gateway tests on PostgreSQL) from the start, and the browser tests as soon as
# the build is checked. Each runner writes its own log and JSON report; the logs are printed as each is
# collected, in a fixed order, and the counts come from the reports.

# Browser and PostgreSQL installs take the package manager's lock: both before anything runs in parallel.
browser_ready=1
ensure_browser || browser_ready=0
postgres_ready=1
ensure_postgres || postgres_ready=0

# Freshness only: how long a regenerate takes is a timing, measured by `npm run bench -- --only codegen`
# (a timed check failed CI on a slower machine at 5.2 s while this one takes 4.5 s).
check "codegen --check (generated/ matches spec/)" node --import tsx codegen/cli.ts --check

# The browser tests are the longest runner, so the build they need comes first, on a quiet machine, and
# they start right after it; everything else runs beside them. Their servers copy this build instead of
# building twice more.
check "build (vite build)" npx vite build --logLevel warn
check "build size (first-load JS of /v2 <= 150 KB gzip; every other route's own chunks <= 25 KB gzip; service worker precache <= 1.5 MB transferred)" node --import tsx scripts/bundle-size.ts
playwright_pid=
rm -f .tmp/playwright.json
if [ "$browser_ready" -eq 1 ] && [ -f playwright.config.ts ]; then
  E2E_PREBUILT_DIST=dist PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json >.tmp/playwright.log 2>&1 &
  playwright_pid=$!
fi

# The type check and lint are off the longest path: they give way to the browser tests (nice).
check_bg "typecheck (tsc --noEmit, generated/ included)" nice -n 10 npx tsc --noEmit -p tsconfig.json
check_bg "lint (eslint, import boundaries)" nice -n 10 npx eslint --max-warnings 0 .

# vitest in three processes side by side (each one worker: a single-threaded runner gets a thin share of two
# cores beside the browsers): the unit, screen, spec and lint tests with the coverage of src/domain; the
# gateway tests on PGlite; the gateway tests again on a real PostgreSQL server, with the codegen tests. Each
# shares one module graph (--no-isolate): importing React, antd-mobile and the generated modules
# per file was most of the unit run's ten minutes (import 301 s, environment 79 s of 920 s on a loaded
# machine; 101 s in all without); tests/setup/isolation.ts puts back what a file changes of the shared runtime.
# The bundle test reads the build checked above (PREBUILT_DIST) instead of making a second one.
rm -f .tmp/vitest.json .tmp/vitest-gw.json .tmp/vitest-pg.json .tmp/vitest.status .tmp/vitest-gw.status .tmp/vitest-pg.status
(
  PREBUILT_DIST=dist npx vitest run --exclude 'tests/gateway/**' --exclude 'tests/codegen/**' --no-isolate --coverage \
    --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json >.tmp/vitest.log 2>&1
  echo $? >.tmp/vitest.status
) &
vitest_pid=$!
# The gateway tests share one module graph (--no-isolate): each file starts gateways and databases of its
# own and keeps no module state, and importing the generated modules once instead of per file saved 80 s of
# this run's ten minutes (import 73 s → 6 s, setup 20 s → 2 s).
# The codegen tests (a few minutes of generator runs on a loaded machine) go with the shorter PostgreSQL
# run, so the two runners end about together; with no PostgreSQL, with the PGlite run.
codegen_with_postgres=$postgres_ready
(
  extra=()
  [ "$codegen_with_postgres" -eq 1 ] || extra=(tests/codegen)
  npx vitest run tests/gateway "${extra[@]}" --no-isolate --reporter=default --reporter=json --outputFile.json=.tmp/vitest-gw.json >.tmp/vitest-gw.log 2>&1
  echo $? >.tmp/vitest-gw.status
) &
gateway_pid=$!
# The PostgreSQL run beside it, not after it: each runner is single-threaded and mostly waits (on the
# database, on a child process), and one after the other they were the longest path of the whole run.
# Two gateway test files use no database of the test's choosing (startup.test.ts starts its gateways on
# an in-memory PGlite by their own flags; carriage.test.ts is pure): they run once, in the PGlite run.
(
  if [ "$postgres_ready" -eq 1 ] && [ -d tests/gateway ]; then
    bash scripts/with-postgres.sh npx vitest run tests/gateway tests/codegen --exclude tests/gateway/startup.test.ts --exclude tests/gateway/carriage.test.ts \
      --no-isolate --reporter=default --reporter=json --outputFile.json=.tmp/vitest-pg.json >.tmp/vitest-pg.log 2>&1
    echo $? >.tmp/vitest-pg.status
  fi
) &
postgres_pid=$!

check "shared domain compiles without DOM or Node types (tsconfig.domain.json)" npx tsc --noEmit -p tsconfig.domain.json
check "format (prettier --check)" npx prettier --check --log-level warn .

collect_bg

wait "$vitest_pid"
echo
echo "=== unit, property, screen, spec and lint tests (vitest, coverage of the domain modules)"
cat .tmp/vitest.log
status=$(cat .tmp/vitest.status 2>/dev/null || echo 1)
add_counts "vitest" "$status" .tmp/vitest.json "$VITEST_COUNTS"
[ "$status" -ne 0 ] && outside_logs+=(.tmp/vitest.log)

wait "$gateway_pid"
echo
echo "=== gateway tests on PGlite (vitest)"
cat .tmp/vitest-gw.log
status=$(cat .tmp/vitest-gw.status 2>/dev/null || echo 1)
add_counts "vitest gateway" "$status" .tmp/vitest-gw.json "$VITEST_COUNTS"
[ "$status" -ne 0 ] && outside_logs+=(.tmp/vitest-gw.log)

wait "$postgres_pid"
echo
echo "=== gateway tests on a real PostgreSQL server, and the codegen tests"
if [ "$postgres_ready" -eq 1 ]; then
  cat .tmp/vitest-pg.log
  status=$(cat .tmp/vitest-pg.status 2>/dev/null || echo 1)
  add_counts "gateway on PostgreSQL" "$status" .tmp/vitest-pg.json "$VITEST_COUNTS"
  [ "$status" -ne 0 ] && outside_logs+=(.tmp/vitest-pg.log)
else
  failed=$((failed + 1))
  failures+=("could not install PostgreSQL")
fi

echo
echo "=== end-to-end tests (Playwright, Chromium, 375x667)"
if [ -n "$playwright_pid" ]; then
  wait "$playwright_pid"
  status=$?
  cat .tmp/playwright.log
  add_counts "playwright" "$status" .tmp/playwright.json "$PLAYWRIGHT_COUNTS"
else
  failed=$((failed + 1))
  failures+=("could not install Chromium")
fi

# A runner that failed outside its tests printed why long before the end, which is all a CI log's tail
# keeps: repeat its error lines (unhandled errors, coverage thresholds) here, colours stripped.
for log in "${outside_logs[@]}"; do
  echo
  echo "=== why $log failed outside its tests"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -i -A20 'unhandled|threshold|not defined' | head -80
done

# The failed vitest tests by name, each with the head of its error (and so its fast-check seed): the
# runner printed them long before the end, and a CI log keeps only the tail.
for report in .tmp/vitest.json .tmp/vitest-gw.json .tmp/vitest-pg.json; do
  [ -s "$report" ] || continue
  node -e "
    const r = JSON.parse(require('fs').readFileSync('$report', 'utf8'));
    for (const file of r.testResults)
      for (const t of file.assertionResults)
        if (t.status === 'failed') {
          console.log('\n=== failed in $report: ' + file.name.replace(process.cwd() + '/', '') + ' › ' + t.fullName);
          const text = (t.failureMessages || []).join('\n').replace(/\x1b\[[0-9;]*m/g, '');
          console.log(text.split('\n').slice(0, 25).join('\n'));
        }
  "
done

echo
if [ "${#failures[@]}" -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]

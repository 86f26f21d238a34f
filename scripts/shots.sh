#!/usr/bin/env bash
# npm run shots: a screenshot of every route of the spec with the demo data at 375×667, in Chinese and in
# English (the route walk, tests/e2e/routes-walk.spec.ts, with ROUTES_WALK_SHOTS), gathered in one contact
# sheet: test-results/shots/index.html.
set -euo pipefail
cd "$(dirname "$0")/.."
# Playwright empties test-results/ at the start of a run: the shots gather in .tmp/shots until both are taken.
rm -rf .tmp/shots test-results/shots
mkdir -p .tmp/shots
for locale in zh-CN en; do
  # A screen the walk finds wrong still has its screenshot: the sheet is for looking, the walk's verdict is npm test's.
  # The walk also counts what the design system rules out on each screen (audit-<locale>.txt beside the sheet).
  ROUTES_WALK_SHOTS=1 ROUTES_WALK_AUDIT=1 ROUTES_WALK_SHOTS_DIR=.tmp/shots ROUTES_WALK_LOCALE="$locale" E2E_SCREENS_ONLY=1 \
    npx playwright test --project=mobile-chromium tests/e2e/routes-walk.spec.ts 2>&1 | tee ".tmp/shots/audit-$locale.txt" || true
done
mkdir -p test-results
mv .tmp/shots test-results/shots
node --import tsx scripts/shots-sheet.ts

#!/usr/bin/env bash
# Builds the app and serves it on 127.0.0.1. Installs npm packages first on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run -s codegen -- --check
npx vite build --logLevel warn
port=${PORT:-4173}
echo "buyerapp: http://127.0.0.1:${port}/"
exec npx vite preview --host 127.0.0.1 --port "$port" --strictPort

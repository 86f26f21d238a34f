#!/usr/bin/env bash
# npm start: installs the npm packages on a fresh machine, checks that generated/ matches spec/, builds
# the app with Vite and runs the local gateway, which serves the built app and the API on one port:
# http://127.0.0.1:${PORT:-8080}/ (HOST to change the interface). It prints the URL and the demo
# login. Extra arguments go to the gateway, e.g. `npm start -- --production` (see gateway/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run -s codegen -- --check
npx vite build --logLevel warn
exec node --import tsx gateway/main.ts --port "${PORT:-8080}" "$@"

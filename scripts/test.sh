#!/usr/bin/env bash
# `npm test`: every check the project has — formatting, lint (line length included), types,
# unit/integration tests against a real PostgreSQL, then the Playwright end-to-end flows against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure.sh
ensure_deps
export NEXT_TELEMETRY_DISABLED=1

echo "» Format (Prettier)"; npx prettier --check . --log-level=warn
echo "» Lint"; npx eslint . --max-warnings=0
echo "» Types"; npx tsc --noEmit
echo "» Unit and integration tests"; npx vitest run
ensure_build
if [ ! -x /usr/bin/chromium ] && ! ls ~/.cache/ms-playwright/chromium-* >/dev/null 2>&1; then
  echo "» No Chromium found: trying Playwright's own browser download"
  npx playwright install chromium || { echo "Install Chromium (e.g. apt-get install -y chromium) and run again."; exit 1; }
fi
echo "» End-to-end tests"; npx playwright test

#!/usr/bin/env bash
# `npm start`: install if needed, build if needed, then run the app with its database.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure.sh
ensure_deps
ensure_build
export NEXT_TELEMETRY_DISABLED=1
# On a laptop the terminal shows the banner (address, login) to the organizer: no JSON line per request there unless
# asked for. A server runs `npm run serve`, whose request lines go to its log.
export BAZAAR_LOG_REQUESTS="${BAZAAR_LOG_REQUESTS:-0}"
exec node --import tsx scripts/serve.ts "$@"

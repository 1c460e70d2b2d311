#!/usr/bin/env bash
# `npm start`: install if needed, build if needed, then run the app with its database.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure.sh
ensure_deps
ensure_build
export NEXT_TELEMETRY_DISABLED=1
exec node --import tsx scripts/serve.ts "$@"

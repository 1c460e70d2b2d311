# Sourced by start.sh and test.sh: install dependencies and build only when their inputs changed,
# so the Quick start commands work on a fresh clone and stay fast afterwards.

stamp_of() { cat "$@" 2>/dev/null | sha256sum | cut -d' ' -f1; }

deps_stamp() { stamp_of package.json package-lock.json; }

# Whether node_modules was installed from this package.json and lock (by us or by a plain `npm ci`:
# npm's postinstall writes the stamp too).
deps_current() {
  [ -d node_modules/next ] && [ "$(deps_stamp)" = "$(cat node_modules/.bazaar-deps 2>/dev/null || true)" ]
}

ensure_deps() {
  if ! deps_current; then
    echo "» Installing dependencies (npm ci)…"
    npm ci --no-audit --no-fund --loglevel=error
    deps_stamp > node_modules/.bazaar-deps
  fi
}

build_inputs() {
  local paths=() p
  for p in app lib engine i18n messages components public prisma instrumentation.ts next.config.js postcss.config.mjs tsconfig.json package-lock.json; do
    [ -e "$p" ] && paths+=("$p")
  done
  find "${paths[@]}" -type f -not -path 'lib/generated/*' | LC_ALL=C sort
}

ensure_build() {
  local want have
  # Test files building in parallel take turns: the second finds the build done. The lock belongs to
  # this checkout (not node_modules, which checkouts on one machine may share as hard links).
  mkdir -p .data
  exec 9>.data/build.lock
  flock 9
  want=$(build_inputs | xargs sha256sum | sha256sum | cut -d' ' -f1)
  have=$(cat .next/.bazaar-build 2>/dev/null || true)
  if [ "$want" != "$have" ] || [ ! -f .next/BUILD_ID ]; then
    echo "» Building the app (next build)…"
    NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build
    echo "$want" > .next/.bazaar-build
  fi
  flock -u 9
}

# `bash scripts/ensure.sh installed` (npm's postinstall, after `npm ci` or `npm install`): record
# what was installed, so the next `npm start` does not install again, and build — building is part
# of installing the app, so the first `npm start` after an install serves within seconds.
# `bash scripts/ensure.sh build`: only the build.
if [ "${BASH_SOURCE[0]}" = "$0" ] && { [ "${1:-}" = "build" ] || [ "${1:-}" = "installed" ]; }; then
  set -euo pipefail
  cd "$(dirname "$0")/.."
  if [ "$1" = "installed" ]; then deps_stamp > node_modules/.bazaar-deps; fi
  ensure_build
fi

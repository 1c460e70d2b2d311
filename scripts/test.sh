#!/usr/bin/env bash
# `npm test`: every check the project has — formatting, lint (line length included), types,
# unit/integration tests (PostgreSQL only for the files that need it), then the Playwright end-to-end
# flows against a production build, on E2E_WORKERS workers (default 3) with a server each; the ten
# slowest test files and each step's time at the end.
# `npm test -- <path or name>… [-t <title>]`: only those tests, in whichever runner holds them (no format,
# lint or type checks; the build and the browser only when a flow is among them). `npm run test:changed`:
# the tests a change touches (scripts/test-select.ts says how each is chosen).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure.sh
ensure_deps
export NEXT_TELEMETRY_DISABLED=1
rm -rf .data/test-times

times=()
timed() { # timed <name> <seconds> <exit code>: a line of the summary
  times+=("$(printf '%6d s  %s%s' "$2" "$1" "$([ "$3" -eq 0 ] || echo ' (failed)')")")
}
step() { # step <name> <command…>: runs it, keeps its time for the summary (a failed step's too)
  local name=$1 start=$SECONDS rc=0
  shift
  echo "» $name"
  "$@" || rc=$?
  timed "$name" $((SECONDS - start)) $rc
  return $rc
}

# Format, lint and types side by side (each mostly one core: 38 s one after the other on 2 cores), each one's output
# printed whole after all three; any failure stops the run here, as before.
static_checks() {
  local dir i r secs rc=0 names=("Format (Prettier)" "Lint" "Types")
  local cmds=("npx prettier --check . --log-level=warn" "npx eslint . --max-warnings=0" "npx tsc --noEmit")
  dir=$(mktemp -d)
  echo "» ${names[*]} (side by side)"
  for i in 0 1 2; do
    (
      start=$SECONDS r=0
      ${cmds[$i]} > "$dir/$i.log" 2>&1 || r=$?
      echo "$r $((SECONDS - start))" > "$dir/$i.rc"
    ) &
  done
  wait
  for i in 0 1 2; do
    read -r r secs < "$dir/$i.rc"
    if [ -s "$dir/$i.log" ] || [ "$r" -ne 0 ]; then echo "» ${names[$i]}"; cat "$dir/$i.log"; fi
    timed "${names[$i]}" "$secs" "$r"
    [ "$r" -eq 0 ] || rc=1
  done
  rm -rf "$dir"
  return $rc
}

# .ci/run installs Chromium (and nginx) in the background while the first steps run: wait for it here (its exit code in
# "$BAZAAR_BROWSER_INSTALL.rc", its output in "$BAZAAR_BROWSER_INSTALL.log").
await_browser_install() {
  local start=$SECONDS rc
  [ -n "${BAZAAR_BROWSER_INSTALL:-}" ] || return 0
  until [ -s "$BAZAAR_BROWSER_INSTALL.rc" ]; do
    # The installer gone without its exit code (killed): a failure, not a wait forever.
    kill -0 "$(cat "$BAZAAR_BROWSER_INSTALL.pid")" 2>/dev/null || [ -s "$BAZAAR_BROWSER_INSTALL.rc" ] ||
      echo 137 > "$BAZAAR_BROWSER_INSTALL.rc"
    sleep 1
  done
  rc=$(cat "$BAZAAR_BROWSER_INSTALL.rc")
  timed "Waiting for the Chromium and nginx install" $((SECONDS - start)) "$rc"
  if [ "$rc" -ne 0 ]; then
    echo "» Installing Chromium and nginx failed (exit $rc):"
    cat "$BAZAAR_BROWSER_INSTALL.log" 2>/dev/null || echo "(no output: the installer was stopped)"
    return "$rc"
  fi
}

e2e() {
  ensure_build
  await_browser_install || return 1
  if [ ! -x /usr/bin/chromium ] && ! ls ~/.cache/ms-playwright/chromium-* >/dev/null 2>&1; then
    echo "» No Chromium found: trying Playwright's own browser download"
    npx playwright install chromium || { echo "Install Chromium (e.g. apt-get install -y chromium) and run again."; exit 1; }
  fi
  step "End-to-end tests" npx playwright test "$@"
}

summary() {
  node --import tsx scripts/test-summary.ts || true
  if [ ${#times[@]} -gt 0 ]; then
    echo "» Time per step"
    printf '%s\n' "${times[@]}"
  fi
}
# Printed at the end of every run, a failed one included (what was slow is most wanted then).
trap summary EXIT

if [ $# -eq 0 ]; then
  static_checks
  # One runner after the other: run side by side on 2 cores (tried in issue 31) both slowed about fivefold (vitest's
  # two workers alone keep the CPU 90–99 % busy, Playwright's about 80 %), and budgets meant for hangs ran out.
  # A vitest failure does not hide the flows': both run, the run fails at the end.
  failed=0
  step "Unit and integration tests" npx vitest run || failed=1
  e2e || failed=1
  exit $failed
fi

# A subset: the plan says which files of which runner (and titles); see scripts/test-select.ts.
if [ "$1" = "--changed" ]; then plan=$(node --import tsx scripts/test-select.ts --changed)
else plan=$(node --import tsx scripts/test-select.ts "$@"); fi
pick() { printf '%s\n' "$plan" | awk -F'\t' -v k="$1" '$1 == k { print $2 }'; }
mapfile -t unit < <(pick vitest)
mapfile -t related < <(pick related)
mapfile -t flows < <(pick e2e)
mapfile -t titles < <(pick titles)
mapfile -t unknown < <(pick unknown)
pick notes | sed 's/^/» Note: /'
if [ ${#unknown[@]} -gt 0 ]; then
  printf '✖ %s\n' "${unknown[@]}"
  exit 2
fi
if [ ${#unit[@]} -eq 0 ] && [ ${#related[@]} -eq 0 ] && [ ${#flows[@]} -eq 0 ]; then
  if [ ${#titles[@]} -eq 0 ]; then echo "Nothing to run: no test file matches."; exit 0; fi
  # Only titles: every file of both runners, filtered by title.
  unit=(tests engine lib)
  flows=(e2e/)
fi
vitest_titles=() pw_titles=()
for t in "${titles[@]}"; do vitest_titles+=(-t "$t"); pw_titles+=(-g "$t"); done
if [ ${#related[@]} -gt 0 ]; then
  step "Unit and integration tests (related to ${related[*]})" npx vitest related --run "${related[@]}" "${vitest_titles[@]}" --passWithNoTests
fi
if [ ${#unit[@]} -gt 0 ]; then step "Unit and integration tests" npx vitest run "${unit[@]}" "${vitest_titles[@]}"; fi
if [ ${#flows[@]} -gt 0 ]; then
  # One flow file run serially needs one server only.
  if [ ${#flows[@]} -eq 1 ] && [ -f "${flows[0]}" ] && grep -q 'mode: "serial"' "${flows[0]}"; then
    export E2E_WORKERS=${E2E_WORKERS:-1}
  fi
  e2e "${flows[@]}" "${pw_titles[@]}"
fi

#!/usr/bin/env bash
# `npm test`: every test of the portal, cheapest first, with the time of each stage.
# Stages that do not depend on each other run side by side, each one's output shown whole when it
# ends: none of them keeps both cores busy on its own (measured with the CPU time of the run's
# cgroup: unit 1.5 cores, api 1.5, bench smoke 1.6, e2e 1.4 — they wait on databases, servers and
# pages), so a pair finishes sooner than one after the other. The static checks go first, side by
# side; then the unit projects beside the api project on SQLite; the build once, for the bench smoke
# and the e2e suite, which then run side by side (each part of the bench has its own servers, ports
# and databases), the api projects on PostgreSQL following the bench smoke.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

started=$SECONDS
declare -a timings=()

report() {
  printf '\n==> stage times\n' >&2
  printf '%s\n' "${timings[@]}" >&2
  printf '%-14s %5d s\n' total $((SECONDS - started)) >&2
}
trap report EXIT

stage() {
  local name=$1 from=$SECONDS
  shift
  printf '\n==> %s\n' "$name" >&2
  "$@"
  timings+=("$(printf '%-14s %5d s' "$name" $((SECONDS - from)))")
}

# Runs the named npm scripts at once; fails when any fails, after all have ended. A lane "a;b"
# runs a, then b, beside the others (each timed on its own).
side_by_side() {
  local dir pids=() failed=0 lane name
  dir=$(mktemp -d)
  for lane in "$@"; do
    (
      IFS=';' read -ra names <<<"$lane"
      for name in "${names[@]}"; do
        from=$SECONDS
        status=0
        npm run --silent "$name" >"$dir/$name.log" 2>&1 || status=$?
        echo "$((SECONDS - from)) $status" >"$dir/$name.status"
      done
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for lane in "$@"; do
    IFS=';' read -ra names <<<"$lane"
    for name in "${names[@]}"; do
      read -r seconds status <"$dir/$name.status"
      printf '\n--- %s (%d s, exit %d)\n' "$name" "$seconds" "$status" >&2
      cat "$dir/$name.log" >&2
      timings+=("$(printf '  %-12s %5d s' "$name" "$seconds")")
      ((status == 0)) || failed=1
    done
  done
  rm -rf "$dir"
  return "$failed"
}

# The api suite on PostgreSQL (with its outage files) runs in the last stage, after the bench smoke
# and beside the e2e suite, which leaves a core half idle there (1.4 cores, measured): the second
# stage is then only as long as the SQLite project.
after_bench=test:bench
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  after_bench="test:bench;test:api:pg"
else
  echo "TEST_DATABASE_URL is not set: the api suite runs on SQLite only" >&2
fi

stage checks side_by_side typecheck lint:code lint:format lint:deps
stage unit+api side_by_side test:unit test:api:sqlite
stage build npm run --silent build
stage e2e+bench side_by_side test:e2e "$after_bench"

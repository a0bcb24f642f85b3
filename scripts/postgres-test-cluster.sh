#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for the api test suite (tests/api runs against it when
# TEST_DATABASE_URL is set).
#
#   scripts/postgres-test-cluster.sh start   # prints postgres://postgres@127.0.0.1:<port>/postgres
#   scripts/postgres-test-cluster.sh url     # prints the URL of the running cluster (if any)
#   scripts/postgres-test-cluster.sh stop    # stops it and deletes its temp dir
#   scripts/postgres-test-cluster.sh restart # fast shutdown (ends every connection), then start
#                                            # again on the same port and data (outage tests)
#
# Typical use:
#   TEST_DATABASE_URL=$(scripts/postgres-test-cluster.sh start); export TEST_DATABASE_URL
#   trap 'scripts/postgres-test-cluster.sh stop' EXIT
#
# Only the URL goes to stdout; every message goes to stderr.
# The cluster is trust-authenticated, listens on 127.0.0.1 only, keeps its socket in its
# temp dir and runs with fsync off: it is for tests, never for data you want to keep.
# initdb refuses to run as root, so as root the server runs as the `postgres` user.
#
# Environment (all optional):
#   PG_BIN              directory holding initdb/pg_ctl (default: PATH, else newest
#                       /usr/lib/postgresql/*/bin)
#   PG_TEST_PORT        first port to try (default 55432; the next free one is used)
#   PG_TEST_STATE_FILE  where start records the cluster for stop (default /tmp/portal-pg-test.env)
#   PG_TEST_USER        OS user to run the server as when invoked as root (default postgres)
#   PG_TEST_DOWN_SECONDS  how long restart keeps the server down between stop and start
#                       (default 0)
set -euo pipefail

STATE_FILE="${PG_TEST_STATE_FILE:-/tmp/portal-pg-test.env}"
RUN_AS="${PG_TEST_USER:-postgres}"
MARKER=".portal-pg-test-cluster"

log() { printf '[postgres-test-cluster] %s\n' "$*" >&2; }
die() {
  log "ERROR: $*"
  exit 1
}

# Directory holding initdb and pg_ctl: $PG_BIN, else PATH, else the newest
# /usr/lib/postgresql/<version>/bin. Prints nothing when none is found.
find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    [[ -x "$PG_BIN/initdb" && -x "$PG_BIN/pg_ctl" ]] || die "PG_BIN=$PG_BIN has no initdb/pg_ctl"
    printf '%s\n' "$PG_BIN"
    return
  fi
  local initdb dir candidate
  if initdb=$(command -v initdb 2>/dev/null); then
    # Resolve symlinks such as /usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb.
    dir=$(dirname "$(readlink -f "$initdb")")
    if [[ -x "$dir/pg_ctl" ]]; then
      printf '%s\n' "$dir"
      return
    fi
  fi
  candidate=""
  while IFS= read -r dir; do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then candidate="$dir"; fi
  done < <(compgen -G '/usr/lib/postgresql/*/bin' | sort -V)
  if [[ -n "$candidate" ]]; then printf '%s\n' "$candidate"; fi
}

# Run a command as the cluster owner (root cannot run initdb/postgres).
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u "$RUN_AS" -- "$@"
  else
    "$@"
  fi
}

port_in_use() {
  local port="$1"
  if command -v node >/dev/null 2>&1; then
    # Binding is the reliable test (also catches ports bound but not yet listening).
    if node -e '
      const s = require("net").createServer();
      s.once("error", () => process.exit(1));
      s.listen(Number(process.argv[1]), "127.0.0.1", () => s.close(() => process.exit(0)));
    ' "$port" 2>/dev/null; then
      return 1
    fi
    return 0
  else
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
  fi
}

free_port() {
  local port="$1" last=$(($1 + 200))
  while ((port <= last)); do
    if ! port_in_use "$port"; then
      printf '%s\n' "$port"
      return
    fi
    port=$((port + 1))
  done
  die "no free port in $1..$last"
}

read_state() {
  # key=value lines; parsed, not sourced.
  local key value
  PG_TEST_DIR="" PG_TEST_DATA="" PG_TEST_PORT_USED="" PG_TEST_BIN="" PG_TEST_URL=""
  while IFS='=' read -r key value; do
    case "$key" in
      PG_TEST_DIR) PG_TEST_DIR="$value" ;;
      PG_TEST_DATA) PG_TEST_DATA="$value" ;;
      PG_TEST_PORT) PG_TEST_PORT_USED="$value" ;;
      PG_TEST_BIN) PG_TEST_BIN="$value" ;;
      PG_TEST_URL) PG_TEST_URL="$value" ;;
    esac
  done <"$STATE_FILE"
}

cmd_stop() {
  if [[ ! -f "$STATE_FILE" ]]; then
    log "no cluster recorded in $STATE_FILE; nothing to stop"
    return 0
  fi
  read_state
  if [[ -n "$PG_TEST_DATA" && -f "$PG_TEST_DATA/postmaster.pid" ]]; then
    log "stopping cluster on port $PG_TEST_PORT_USED ($PG_TEST_DATA)"
    if ! (cd "$PG_TEST_DIR" && as_owner "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DATA" -m fast -w -t 30 stop) >&2; then
      log "fast shutdown failed; trying immediate"
      (cd "$PG_TEST_DIR" && as_owner "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DATA" -m immediate -w -t 30 stop) >&2 || true
    fi
  fi
  # Delete only a directory this script created (it holds the marker file).
  if [[ -n "$PG_TEST_DIR" && -d "$PG_TEST_DIR" && -f "$PG_TEST_DIR/$MARKER" ]]; then
    rm -rf -- "$PG_TEST_DIR"
    log "removed $PG_TEST_DIR"
  elif [[ -n "$PG_TEST_DIR" && -d "$PG_TEST_DIR" ]]; then
    log "WARNING: $PG_TEST_DIR lacks $MARKER; not deleting it"
  fi
  rm -f -- "$STATE_FILE"
}

cmd_url() {
  [[ -f "$STATE_FILE" ]] || exit 0
  read_state
  if [[ -f "$PG_TEST_DATA/postmaster.pid" ]]; then printf '%s\n' "$PG_TEST_URL"; fi
}

wait_ready() {
  local bin="$1" dir="$2" port="$3" i
  for ((i = 0; i < 60; i++)); do
    if [[ -x "$bin/pg_isready" ]] || command -v pg_isready >/dev/null 2>&1; then
      local isready="$bin/pg_isready"
      [[ -x "$isready" ]] || isready=$(command -v pg_isready)
      if "$isready" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres; then return 0; fi
    elif [[ -x "$bin/psql" ]] || command -v psql >/dev/null 2>&1; then
      local psql="$bin/psql"
      [[ -x "$psql" ]] || psql=$(command -v psql)
      if "$psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; then
        return 0
      fi
    elif (cd "$dir" && as_owner "$bin/pg_ctl" -D "$dir/data" status) >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.5
  done
  return 1
}

# autovacuum is off: the tests that read plans analyze what they wrote (tests/api/plans.ts), and
# an autovacuum ANALYZE that started before a test's rows and ended after its own put older
# statistics back (seen on the copies of the demo template under load).
server_options() {
  printf '%s' "-c listen_addresses=127.0.0.1 -p $1 -k $2 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c autovacuum=off"
}

cmd_start() {
  local bin
  bin=$(find_pg_bin)
  if [[ -z "$bin" ]]; then
    {
      echo "################################################################################"
      echo "# WARNING: PostgreSQL server binaries (initdb, pg_ctl) not found in PATH or"
      echo "# /usr/lib/postgresql/*/bin. No test cluster was started: TEST_DATABASE_URL"
      echo "# will be empty and the PostgreSQL run of the api suite will be SKIPPED."
      echo "################################################################################"
    } >&2
    return 0
  fi

  if [[ -f "$STATE_FILE" ]]; then
    log "a previous cluster is recorded in $STATE_FILE; stopping it first"
    cmd_stop
  fi

  if [[ "$(id -u)" == 0 ]] && ! id -u "$RUN_AS" >/dev/null 2>&1; then
    log "user $RUN_AS does not exist; creating it (system user, no login)"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$RUN_AS" >&2 ||
      die "cannot create user $RUN_AS (initdb refuses to run as root)"
  fi

  local dir data port url attempt
  dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-pg-test.XXXXXX")
  data="$dir/data"
  : >"$dir/$MARKER"
  # Clean up our own temp dir if anything below fails (nothing recorded in the state file).
  START_DIR="$dir"
  trap 'if [[ -n "${START_DIR:-}" && ! -f "$STATE_FILE" ]]; then rm -rf -- "$START_DIR"; fi' EXIT
  if [[ "$(id -u)" == 0 ]]; then
    chown -R "$RUN_AS": "$dir"
  fi
  chmod 700 "$dir"

  log "initdb ($bin) in $data"
  (cd "$dir" && as_owner "$bin/initdb" -D "$data" -A trust -U postgres -E UTF8 --no-locale) \
    >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    die "initdb failed"
  }

  port=""
  for ((attempt = 0; attempt < 5; attempt++)); do
    port=$(free_port "${PG_TEST_PORT:-55432}")
    rm -f -- "$dir/postgres.log"
    log "starting on 127.0.0.1:$port (socket in $dir)"
    if (cd "$dir" && as_owner "$bin/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 60 \
      -o "$(server_options "$port" "$dir")" \
      start) >&2; then
      break
    fi
    if grep -q 'could not bind\|Address already in use' "$dir/postgres.log" 2>/dev/null; then
      log "port $port was taken meanwhile; retrying"
      port=""
      continue
    fi
    tail -n 30 "$dir/postgres.log" >&2 || true
    die "pg_ctl start failed"
  done
  [[ -n "$port" ]] || die "could not start PostgreSQL on a free port"

  url="postgres://postgres@127.0.0.1:$port/postgres"
  {
    printf 'PG_TEST_DIR=%s\n' "$dir"
    printf 'PG_TEST_DATA=%s\n' "$data"
    printf 'PG_TEST_PORT=%s\n' "$port"
    printf 'PG_TEST_BIN=%s\n' "$bin"
    printf 'PG_TEST_URL=%s\n' "$url"
  } >"$STATE_FILE"

  if ! wait_ready "$bin" "$dir" "$port"; then
    tail -n 30 "$dir/postgres.log" >&2 || true
    cmd_stop
    die "PostgreSQL did not become ready on port $port"
  fi
  log "ready: $url (state in $STATE_FILE; stop with: $0 stop)"
  printf '%s\n' "$url"
}

# Same port, data and options as start: clients see their connections cut (57P01), then
# connection refused while it is down, then the same URL serves again.
cmd_restart() {
  [[ -f "$STATE_FILE" ]] || die "no cluster recorded in $STATE_FILE"
  read_state
  [[ -f "$PG_TEST_DATA/postmaster.pid" ]] || die "the cluster in $PG_TEST_DATA is not running"
  log "stopping (fast) on port $PG_TEST_PORT_USED"
  (cd "$PG_TEST_DIR" && as_owner "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DATA" -m fast -w -t 30 stop) >&2
  sleep "${PG_TEST_DOWN_SECONDS:-0}"
  log "starting again on port $PG_TEST_PORT_USED"
  (cd "$PG_TEST_DIR" && as_owner "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DATA" -l "$PG_TEST_DIR/postgres.log" -w -t 60 \
    -o "$(server_options "$PG_TEST_PORT_USED" "$PG_TEST_DIR")" start) >&2
  wait_ready "$PG_TEST_BIN" "$PG_TEST_DIR" "$PG_TEST_PORT_USED" || die "PostgreSQL did not come back"
  log "ready again: $PG_TEST_URL"
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  url) cmd_url ;;
  restart) cmd_restart ;;
  *)
    echo "usage: $0 start|stop|url|restart" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on a loopback port, with DATABASE_URL set:
#   bash scripts/with-postgres.sh npx vitest run tests/gateway
# Installs Debian's `postgresql` with apt-get when no server binaries are found, creates a cluster in
# a temporary folder (as the `postgres` user when run as root, since PostgreSQL refuses to run as
# root), starts it on 127.0.0.1:${PG_TEST_PORT:-54329} (the next free port when that one is taken),
# runs the command, then stops the cluster and removes the folder. Exits with the command's status.
# When DATABASE_URL is already set, the command simply runs against that server.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args…]" >&2
  exit 2
fi
if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    echo "$dir"
  elif command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
}

bin=$(pg_bin)
if [ -z "$bin" ]; then
  echo "=== installing PostgreSQL (apt-get install postgresql)" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
  bin=$(pg_bin)
  if [ -z "$bin" ]; then
    echo "PostgreSQL binaries not found after installing" >&2
    exit 1
  fi
fi

port_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}
port=${PG_TEST_PORT:-54329}
for _ in $(seq 1 20); do
  if port_free "$port"; then break; fi
  port=$((port + 1))
done

dir=$(mktemp -d "${TMPDIR:-/tmp}/buyerapp-pg.XXXXXX")
run_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" --shell /usr/sbin/nologin postgres
  chown postgres "$dir"
fi

stop() {
  run_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

run_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# Durability is pointless for a cluster that lives for one test run; turning it off keeps tests fast.
run_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
echo "=== PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

set +e
DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres" "$@"
status=$?
set -e
exit "$status"

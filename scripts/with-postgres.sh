#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL (Debian's package): its own data dir, port
# and socket, trust auth on 127.0.0.1 only, removed afterwards. TEST_DATABASE_URL points at it.
set -euo pipefail
pgbin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -1)")
port="${PG_TEST_PORT:-55432}"
dir=$(mktemp -d /tmp/sushi-pg-XXXXXX)
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
chmod 700 "$dir"
cleanup() { "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir" -m immediate stop > /dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
"${as_pg[@]}" "$pgbin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 > /dev/null
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir" -l "$dir/log" -w -o "-p $port -c listen_addresses=127.0.0.1 -k $dir" start > /dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"

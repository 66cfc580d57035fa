#!/usr/bin/env bash
# The bank test (src/funds/bank.test.ts) and the venue/transfer invariants
# (src/funds/venue-transfer.test.ts) against a real PostgreSQL instead of PGlite.
#
#   DATABASE_URL=postgres://user:pass@localhost:5432/postgres server/scripts/bank-test-pg.sh
#
# DATABASE_URL names a server and a database the user may connect to; the script creates a
# fresh database `bank_test_<pid>_<n>` beside it for each test file, runs the file there
# (migrations included) and drops it afterwards. The user needs CREATEDB. BANK_OPS / BANK_CLIENTS change the size.
# On Debian as root with the local cluster: DATABASE_URL=postgres:///postgres?host=/var/run/postgresql
# and run it as the postgres user (sudo -u postgres -E …), or create a role for yourself.
set -euo pipefail

if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "DATABASE_URL is not set (e.g. postgres://user:pass@localhost:5432/postgres)" >&2
  exit 2
fi
command -v psql >/dev/null || { echo "psql not found (apt-get install postgresql-client)" >&2; exit 2; }

cd "$(dirname "$0")/.."
# Swap the database name of the URL (the path after the host), keeping any ?query.
base="${DATABASE_URL%%\?*}"
query=""
[[ "$DATABASE_URL" == *\?* ]] && query="?${DATABASE_URL#*\?}"

dbs=()
trap 'for d in "${dbs[@]}"; do psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS ${d} WITH (FORCE)" >/dev/null || true; done' EXIT

n=0
for file in src/funds/bank.test.ts src/funds/venue-transfer.test.ts; do
  n=$((n + 1))
  db="bank_test_$$_${n}"
  dbs+=("$db")
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE ${db}"
  echo "${file} on ${base%/*}/${db}"
  DATABASE_URL="${base%/*}/${db}${query}" node --import tsx --test --test-reporter=spec "$file"
done

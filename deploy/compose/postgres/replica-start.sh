#!/bin/sh
# The streaming replica: on an empty data folder, copy the primary (pg_basebackup -R writes the standby settings),
# then run PostgreSQL as a hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h postgres -U replicator -D "$PGDATA" -R -X stream; do
    echo "replica: waiting for the primary"; rm -rf "${PGDATA:?}"/*; sleep 2
  done
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on

#!/bin/sh
# Start Garage, then (idempotently) give the single node its role, create the bucket and import the API's key
# (S3_BUCKET, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY from compose.yaml), and keep running the server.
set -eu
garage server &
server=$!
trap 'kill -TERM "$server"; wait "$server"' TERM INT

until garage status >/dev/null 2>&1; do sleep 1; done
if garage status | grep -q 'NO ROLE ASSIGNED'; then
  node="$(garage node id -q | cut -d@ -f1)"
  garage layout assign -z dc1 -c 10G "$node"
  garage layout apply --version 1
fi
garage bucket info "$S3_BUCKET" >/dev/null 2>&1 || garage bucket create "$S3_BUCKET"
garage key info "$AWS_ACCESS_KEY_ID" >/dev/null 2>&1 || garage key import --yes -n realty "$AWS_ACCESS_KEY_ID" "$AWS_SECRET_ACCESS_KEY"
garage bucket allow --read --write "$S3_BUCKET" --key "$AWS_ACCESS_KEY_ID"
echo "garage: bucket $S3_BUCKET ready"
wait "$server"

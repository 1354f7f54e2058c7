#!/usr/bin/env bash
# Deploy one remote alone: build it, upload its dist to a new versioned folder, then point this
# environment's remotes.json at the new manifest. The shell and the other remotes are untouched.
#   deploy/deploy-remote.sh blog 1.4.2 deploy@web1.realty.example.com
set -euo pipefail

remote="${1:?remote name: catalog|listing|profile|blog|auth}"
version="${2:?version, e.g. 1.4.2 or a git sha}"
host="${3:?ssh target, e.g. deploy@web1.realty.example.com}"
root="${DEPLOY_ROOT:-/srv/realty}"
pkg="mf-${remote}"

cd "$(dirname "$0")/.."
npm test -w "$pkg"
npm run build -w "$pkg"
test -f "$pkg/dist/mf-manifest.json"

# 1. upload the new version next to the old ones (nothing serves it yet)
rsync -a --delete "$pkg/dist/" "$host:$root/remotes/$pkg/$version/"

# 2. switch: compute the new remotes.json here with the server's own schema (an unknown key, a bad URL or an invalid
#    current file stops the deploy before anything changes), then replace it atomically (temp file, then rename).
current="$(mktemp)"; next="$(mktemp)"
trap 'rm -f "$current" "$next"' EXIT
ssh "$host" cat "$root/remotes.json" > "$current"
node --import tsx api/src/web/remotes-cli.ts set "$current" "$remote" "/remotes/$pkg/$version/mf-manifest.json" > "$next"
ssh "$host" "cat > '$root/remotes.json.tmp' && mv '$root/remotes.json.tmp' '$root/remotes.json'" < "$next"
echo "$remote -> /remotes/$pkg/$version/mf-manifest.json"
# Rollback: run step 2 again with the previous version (older folders stay on disk).

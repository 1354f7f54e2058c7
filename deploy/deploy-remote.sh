#!/usr/bin/env bash
# Deploy one remote alone: build it, upload its dist to a new versioned folder, then point this
# environment's remotes.json at the new manifest. The shell and the other remotes are untouched.
#   deploy/deploy-remote.sh blog 1.4.2 deploy@web1.realty.example.com
# Environment: DEPLOY_ROOT (default /srv/realty) on the host, where the version lands in remotes/mf-<remote>/dist/<version>/; SKIP_BUILD=1 deploys a dist built before (CI);
# DEPLOY_DIST (default mf-<remote>/dist; relative to the repository) the folder to deploy.
set -euo pipefail

remote="${1:?remote name: catalog|listing|profile|blog|auth|admin}"
version="${2:?version, e.g. 1.4.2 or a git sha}"
host="${3:?ssh target, e.g. deploy@web1.realty.example.com}"
root="${DEPLOY_ROOT:-/srv/realty}"
pkg="mf-${remote}"

cd "$(dirname "$0")/.."
dist="${DEPLOY_DIST:-$pkg/dist}"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  npm test -w "$pkg"
  npm run build -w "$pkg"
fi
test -f "$dist/mf-manifest.json"

# 0. the contract: the remote's build names the @realty/shared it needs (dist/contract.json); the environment's shell
#    names the one it provides. A remote the shell in place cannot run is refused here, before anything is uploaded.
shell_contract="$(mktemp)"; current="$(mktemp)"; next="$(mktemp)"
trap 'rm -f "$shell_contract" "$current" "$next"' EXIT
ssh "$host" cat "$root/shell/current/contract.json" > "$shell_contract"
node --import tsx scripts/shared-contract.ts deploy-check "$shell_contract" "$dist/contract.json"

# 1. upload the new version next to the old ones (nothing serves it yet). The folder is the one the API instances read
#    the remote's server bundle from (REMOTES_DIST_ROOT=$root/remotes: <root>/mf-<name>/dist/<version>/) and nginx
#    serves /remotes/mf-<name>/<version>/ from, so the new version is server-rendered as soon as remotes.json names it.
rsync -a --delete "$dist/" "$host:$root/remotes/$pkg/dist/$version/"

# 2. switch: compute the new remotes.json here with the server's own schema (an unknown key, a bad URL or an invalid
#    current file stops the deploy before anything changes), then replace it atomically (temp file, then rename).
ssh "$host" cat "$root/remotes.json" > "$current"
node --import tsx api/src/web/remotes-cli.ts set "$current" "$remote" "/remotes/$pkg/$version/mf-manifest.json" > "$next"
ssh "$host" "cat > '$root/remotes.json.tmp' && mv '$root/remotes.json.tmp' '$root/remotes.json'" < "$next"
echo "$remote -> /remotes/$pkg/$version/mf-manifest.json"
# Rollback: run step 2 again with the previous version (older folders stay on disk).

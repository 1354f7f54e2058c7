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

# 2. switch: rewrite remotes.json atomically (write a temp file, then rename)
ssh "$host" node - "$root/remotes.json" "$remote" "/remotes/$pkg/$version/mf-manifest.json" <<'JS'
const fs = require('node:fs');
const [file, name, url] = process.argv.slice(2);
const current = JSON.parse(fs.readFileSync(file, 'utf8'));
fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ ...current, [name]: url }, null, 2)}\n`);
fs.renameSync(`${file}.tmp`, file);
console.log(`${name} -> ${url}`);
JS
# Rollback: run step 2 again with the previous version (older folders stay on disk).

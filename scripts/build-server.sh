#!/usr/bin/env bash
# Compiles the API to CommonJS in dist/ (production runs it with node, no tsx), with the files
# tsc does not copy: the SQL migrations and the preload that stops children with their parent.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf dist
node_modules/.bin/tsc -p tsconfig.server.json
cp -r server/src/db/migrations dist/server/src/db/migrations
cp server/src/lib/exit-with-parent.cjs dist/server/src/lib/
echo "Compiled the API into dist/ (start: npm run start:production)."

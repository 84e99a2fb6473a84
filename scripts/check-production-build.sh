#!/usr/bin/env bash
# The production runtime (D25): the API compiles to dist/, requires no devDependency
# (so `npm install --omit=dev` runs it), and the compiled server starts and answers.
# The start is tried with the `node` on PATH and with each Node bin directory given as an argument
# (test-all.sh passes the pinned LTS of scripts/node-lts.sh: production runs that one, D84).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-server.sh > /dev/null

# Every package the compiled code requires must be a dependency, not a devDependency.
node -e '
  const fs = require("fs"), path = require("path");
  const pkg = require("./package.json");
  const dev = new Set(Object.keys(pkg.devDependencies));
  const bad = [];
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return walk(file);
    if (!file.endsWith(".js")) return;
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(/require\("([^".][^"]*)"\)/g)) {
      const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
      if (dev.has(name)) bad.push(`${file}: ${name}`);
    }
  });
  walk("dist");
  if (bad.length) { console.error("The compiled API requires devDependencies:\n" + bad.join("\n")); process.exit(1); }
'

# Starts the compiled server with the node of PATH and asks it for the menu.
smoke_test() {
  local data port pid
  data=$(mktemp -d /tmp/sushi-prod-XXXXXX)
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  DATA_DIR="$data" PORT="$port" LOCAL_COGNITO_PORT=0 LOCAL_SMTP_PORT=0 LOCAL_P24_PORT=0 SITE_BUILD=never SERVE_SITE=false LOG_LEVEL=warn node dist/server/src/server.js > "$data/log" 2>&1 &
  pid=$!
  trap "kill $pid 2> /dev/null || true; wait $pid 2> /dev/null || true; rm -rf '$data'" EXIT
  # Up to two minutes: the first start seeds the database, 30 s was seen on a busy machine.
  for _ in $(seq 1 240); do grep -qs 'Sushi shop ready' "$data/log" && break; sleep 0.5; done
  grep -q 'Sushi shop ready' "$data/log" || { cat "$data/log"; echo "the compiled API did not start on Node $(node --version)"; exit 1; }
  curl -sf "http://127.0.0.1:$port/shop/product" | grep -q '"price"' || { echo "the compiled API on Node $(node --version) did not answer GET /shop/product"; exit 1; }
  kill "$pid"; wait "$pid" 2> /dev/null || true; rm -rf "$data"; trap - EXIT
  echo "Compiled API on Node $(node --version): starts with node and answers."
}

smoke_test
for bin in "$@"; do
  [ -x "$bin/node" ] || { echo "check-production-build.sh: no node in $bin"; exit 1; }
  PATH="$bin:$PATH" smoke_test
done
echo "Compiled API: no devDependency required."

#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: types, site unit tests, API tests
# on PGlite and on PostgreSQL, then browser journeys against the whole product. The API runs on
# two Nodes: the LTS that production runs (pinned in .node-lts-version) every test on PGlite; the
# machine's the tests without a database, the database tests on PostgreSQL, and the journeys,
# which run the product on PGlite (D84).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-system-packages.sh

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$1" "$((SECONDS - started))"; }
api_tests=$(find server/test -name '*.test.ts' | sort)
# The PostgreSQL run repeats only the tests that go through the database.
db_tests=$(grep -lE 'createTestApp|createPublishingApp|TEST_DATABASE_URL' $api_tests)
# The production Node, from the npm registry into a cache outside the project (a runtime, not a dependency).
lts_bin=$(bash scripts/node-lts.sh)
on_lts() { PATH="$lts_bin:$PATH" "$@"; }

step "type check"
node_modules/.bin/tsc --noEmit -p tsconfig.json

step "import directions and network gateways (npm run lint)"
npm run --silent lint

step "production runtime: the API compiled to dist/ starts on Node $(node --version) and $(on_lts node --version), no devDependency"
bash scripts/check-production-build.sh "$lts_bin"

step "site unit tests (jest)"
node_modules/.bin/jest --ci

# The machine's Node runs the database tests in the PostgreSQL pass below and the product on
# PGlite in the journeys; here, only the tests that pass through no database (processes, ports,
# configuration, identity, the publish CLI). A second full PGlite pass cost ~7 minutes of CI (D84).
step "API tests without a database, Node $(node --version)"
node_modules/.bin/tsx --test $(comm -23 <(printf '%s\n' $api_tests) <(printf '%s\n' $db_tests))

# Every API test on the production LTS, the real gatsby build of publish-gatsby.test.ts included
# (the server runs that build with its own node).
step "API tests on PGlite, Node $(on_lts node --version) (the LTS production runs)"
on_lts node_modules/.bin/tsx --test $api_tests

step "API tests on PostgreSQL"
bash scripts/with-postgres.sh node_modules/.bin/tsx --test $db_tests

step "browser journeys (Playwright, Chromium desktop + mobile)"
node_modules/.bin/playwright test

printf '\nAll tests passed in %d s.\n' "$((SECONDS - started))"

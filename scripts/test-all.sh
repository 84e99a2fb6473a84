#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: types, site unit tests, API tests
# on PGlite and on PostgreSQL, then browser journeys against the whole product.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-system-packages.sh

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$1" "$((SECONDS - started))"; }
api_tests=$(find server/test -name '*.test.ts' | sort)
# The PostgreSQL run repeats only the tests that go through the database.
db_tests=$(grep -lE 'createTestApp|createPublishingApp|TEST_DATABASE_URL' $api_tests)

step "type check"
node_modules/.bin/tsc --noEmit -p tsconfig.json

step "import directions and network gateways (npm run lint)"
npm run --silent lint

step "production runtime: the API compiled to dist/ starts with node, no devDependency"
bash scripts/check-production-build.sh

step "site unit tests (jest)"
node_modules/.bin/jest --ci

step "API tests on PGlite"
node_modules/.bin/tsx --test $api_tests

step "API tests on PostgreSQL"
bash scripts/with-postgres.sh node_modules/.bin/tsx --test $db_tests

step "browser journeys (Playwright, Chromium desktop + mobile)"
node_modules/.bin/playwright test

printf '\nAll tests passed in %d s.\n' "$((SECONDS - started))"

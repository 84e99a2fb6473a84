#!/usr/bin/env bash
# The product as Playwright tests it: a fresh database and identity state on every run, a fixed
# confirmation code (tests only), rate limits high enough for many journeys from one address.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR=".data/e2e-${PORT:-8123}"
rm -rf "$DATA_DIR"
export LOCAL_COGNITO_PORT="${LOCAL_COGNITO_PORT:-9329}"
export LOCAL_COGNITO_CODE=123456
export RATE_LIMIT_POST_PER_MINUTE=10000
export LOG_LEVEL=warn
exec node_modules/.bin/tsx server/src/server.ts

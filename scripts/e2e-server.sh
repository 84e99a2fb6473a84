#!/usr/bin/env bash
# The product as Playwright tests it: a fresh database and identity state on every run, a fixed
# confirmation code (tests only), rate limits high enough for many journeys from one address.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR=".data/e2e-${PORT:-8123}"
rm -rf "$DATA_DIR"
# The stand-ins on free ports unless the caller fixes one (playwright.config.ts fixes cognito-local's,
# which e2e/checkout.spec.ts calls directly): never the documented ports a running `npm start` holds.
export LOCAL_COGNITO_PORT="${LOCAL_COGNITO_PORT:-0}"
export LOCAL_SMTP_PORT="${LOCAL_SMTP_PORT:-0}"
export LOCAL_P24_PORT="${LOCAL_P24_PORT:-0}"
export LOCAL_COGNITO_CODE=123456
export RATE_LIMIT_POST_PER_MINUTE=10000
export LOG_LEVEL=warn
# A test analytics id, so the consent journey can prove gtag.js waits for consent (the build
# records it: `npm start` rebuilds without it rather than serve this build).
export GATSBY_GTAG_ID=G-E2ETEST00
exec node --import tsx server/src/server.ts

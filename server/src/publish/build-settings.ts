/**
 * What makes a built site stale besides the shop's data: the code (sources newer than the
 * release) and the build-time settings. GATSBY_* variables are inlined into the bundles and
 * SITE_URL into canonical links; the Playwright build carries a test analytics id that
 * `npm start` must never serve, so a release of other settings is rebuilt at start.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'static', 'domain', 'plugins', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

/** Settings read at build time, as stable JSON. */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): string {
  const names = Object.keys(env)
    .filter((name) => (name.startsWith('GATSBY_') && name !== 'GATSBY_TELEMETRY_DISABLED') || name === 'SITE_URL')
    .sort();
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, env[name] ?? ''])));
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A source file of the site changed after `builtAt` (a developer edited it). */
export function sourcesChangedSince(rootDir: string, builtAt: Date): boolean {
  return SOURCES.some((source) => newestMtime(path.join(rootDir, source)) > builtAt.getTime());
}

/**
 * `npm start` builds the site when there is none yet, its sources changed since the last
 * build, or it was built with other build-time settings (GATSBY_* variables are inlined into
 * the bundles: the Playwright build carries a test analytics id that `npm start` must never
 * serve). A fresh clone needs no separate build step.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'static', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Settings read at build time: GATSBY_* (inlined into the JS) and SITE_URL (canonical URLs, sitemap). */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const names = Object.keys(env)
    .filter((name) => (name.startsWith('GATSBY_') && name !== 'GATSBY_TELEMETRY_DISABLED') || name === 'SITE_URL')
    .sort();
  return Object.fromEntries(names.map((name) => [name, env[name] ?? '']));
}

interface BuildStamp {
  env: Record<string, string>;
  /** The index.html this stamp describes: a build made by hand afterwards leaves it behind. */
  indexMtimeMs: number;
}

// Not in public/ (served as it is) nor .cache/ (gatsby build wipes it when its config changes).
const stampFile = (rootDir: string) => path.join(rootDir, '.data', 'site-build-stamp.json');

function readStamp(rootDir: string): BuildStamp | null {
  try {
    return JSON.parse(fs.readFileSync(stampFile(rootDir), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Recorded after every build the server makes; `gatsby build` by hand leaves none. */
export function writeBuildStamp(rootDir: string, siteDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const stamp: BuildStamp = { env: buildEnv(env), indexMtimeMs: fs.statSync(path.join(siteDir, 'index.html')).mtimeMs };
  fs.mkdirSync(path.dirname(stampFile(rootDir)), { recursive: true });
  fs.writeFileSync(stampFile(rootDir), JSON.stringify(stamp));
}

export function siteNeedsBuild(rootDir: string, siteDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const index = path.join(siteDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  if (SOURCES.some((source) => newestMtime(path.join(rootDir, source)) > builtAt)) return true;
  // A build of unknown settings (made by hand, or before stamps existed) is rebuilt once.
  const stamp = readStamp(rootDir);
  if (stamp === null || stamp.indexMtimeMs !== builtAt) return true;
  return JSON.stringify(stamp.env) !== JSON.stringify(buildEnv(env));
}

export async function buildSite(rootDir: string, log: (line: string) => void): Promise<void> {
  log('Building the site (gatsby build), about a minute...');
  const gatsby = path.join(rootDir, 'node_modules', 'gatsby', 'cli.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [gatsby, 'build'], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gatsby build exited with ${code}`))));
  });
  writeBuildStamp(rootDir, path.join(rootDir, 'public'));
}

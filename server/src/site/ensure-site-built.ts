/**
 * `npm start` builds the site when there is none yet or its sources changed since the last
 * build, so a fresh clone needs no separate build step.
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

export function siteNeedsBuild(rootDir: string, siteDir: string): boolean {
  const stamp = path.join(siteDir, 'index.html');
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(rootDir, source)) > builtAt);
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
}

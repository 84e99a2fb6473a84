/**
 * Which code a release was built from, shown in its history: RELEASE_VERSION when a deploy
 * script sets it, else the git commit (with '-dirty' when the checkout has local edits), else
 * the package version (an installation without .git).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function git(rootDir: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
  } catch {
    return null;
  }
}

export function codeVersion(rootDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_VERSION) return env.RELEASE_VERSION;
  const commit = git(rootDir, ['rev-parse', '--short=12', 'HEAD']);
  if (commit) return git(rootDir, ['status', '--porcelain', '--untracked-files=no'])?.length ? `${commit}-dirty` : commit;
  const { version } = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
  return `v${version}`;
}

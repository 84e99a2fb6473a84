/**
 * Runs one `gatsby build` in a child process with a time limit, against the live shop data:
 * SHOP_API_URL points the build at our own API and SHOP_API_REQUIRED makes it fail rather
 * than fall back to the demo seed. Its output goes to the release's log line by line, and the
 * lines Gatsby prints tell how far it is.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import lockfile from 'proper-lockfile';
import { exitWithParentOptions } from '../lib/exit-with-parent';

export interface BuildProgress {
  /** Gatsby's finished steps ('success ... - 1.2s' lines) and how many a build has. */
  stepsDone: number;
  stepsTotal: number;
  phase: 'build' | 'pages';
  pages: { done: number; total: number };
}

export interface BuildOptions {
  rootDir: string;
  /** Origin of our own running API, where the build reads the menu, texts and hours. */
  apiOrigin: string;
  timeoutMs: number;
  /** The command that builds; Gatsby's CLI unless given (tests use a small fake build). */
  command?: string[];
  /** Gatsby steps of the last successful build, for the bar; a guess on the first one. */
  expectedSteps?: number;
  env?: NodeJS.ProcessEnv;
  onLine(line: string): void;
  onProgress(progress: BuildProgress): void;
}

export class BuildFailed extends Error {
  constructor(
    message: string,
    readonly reason: 'exit' | 'timeout' | 'spawn',
  ) {
    super(message);
  }
}

const SUCCESS_LINE = /^success /;
const PAGES_LINE = /Building static HTML for pages.*?(\d+)\/(\d+)/;
const DEFAULT_STEPS = 28;

export function gatsbyBuildCommand(rootDir: string): string[] {
  return [process.execPath, path.join(rootDir, 'node_modules', 'gatsby', 'cli.js'), 'build'];
}

/** Resolves with the number of Gatsby steps seen when the build exits 0. */
export function runBuild(options: BuildOptions): Promise<number> {
  const [command, ...args] = options.command ?? gatsbyBuildCommand(options.rootDir);
  const progress: BuildProgress = { stepsDone: 0, stepsTotal: options.expectedSteps ?? DEFAULT_STEPS, phase: 'build', pages: { done: 0, total: 0 } };
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.rootDir,
      // Its own process group, so a timeout kills the build's workers with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...options.env,
        // Plain lines, no progress bars: the log is read by people and by the parser below.
        CI: 'true',
        GATSBY_TELEMETRY_DISABLED: '1',
        SHOP_API_URL: options.apiOrigin,
        SHOP_API_REQUIRED: 'true',
        // A build whose API was killed stops too, instead of writing public/ under the next one.
        NODE_OPTIONS: exitWithParentOptions(),
      },
    });
    let settled = false;
    const finish = (error: BuildFailed | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(progress.stepsDone);
    };
    const timer = setTimeout(() => {
      options.onLine(`The build took longer than ${Math.round(options.timeoutMs / 1000)} s: stopped.`);
      killGroup(child.pid);
      finish(new BuildFailed(`build timed out after ${Math.round(options.timeoutMs / 1000)} s`, 'timeout'));
    }, options.timeoutMs);

    const read = (stream: NodeJS.ReadableStream) =>
      readline.createInterface({ input: stream }).on('line', (raw) => {
        // Gatsby colours its output even without a terminal; the log keeps the text.
        const line = raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
        options.onLine(line);
        const pages = PAGES_LINE.exec(line);
        if (pages) progress.pages = { done: Number(pages[1]), total: Number(pages[2]) };
        if (line.includes('Building static HTML for pages')) progress.phase = 'pages';
        if (SUCCESS_LINE.test(line)) {
          progress.stepsDone += 1;
          progress.stepsTotal = Math.max(progress.stepsTotal, progress.stepsDone + 1);
        }
        options.onProgress({ ...progress, pages: { ...progress.pages } });
      });
    read(child.stdout!);
    read(child.stderr!);
    child.on('error', (error) => finish(new BuildFailed(`could not start the build: ${error.message}`, 'spawn')));
    child.on('exit', (code, signal) => {
      if (code === 0) finish(null);
      else finish(new BuildFailed(`build exited with ${signal ?? `code ${code}`}`, 'exit'));
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * One Gatsby build at a time in a project folder (they share public/ and .cache/), across
 * processes: a publish, a dry run, another API on the same checkout. A holder that died leaves
 * a lock that goes stale after 30 s.
 */
export async function withBuildLock<T>(rootDir: string, work: () => Promise<T>): Promise<T> {
  const unlock = await lockfile.lock(rootDir, {
    lockfilePath: path.join(rootDir, '.gatsby-build.lock'),
    realpath: false,
    stale: 30_000,
    update: 5_000,
    retries: { retries: 300, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    return await work();
  } finally {
    await unlock();
  }
}

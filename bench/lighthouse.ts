/**
 * Lighthouse 12 budgets (decisions.md, 'The first seconds on a phone'): mobile, default simulated throttling, median of 3 runs per
 * page, against the whole product on a free port with a fresh data directory (the build Playwright
 * tests: analytics configured, so a new visitor sees the cookie banner, as in production).
 * Prints each figure next to its target and which miss; fails only on a broken run (a page
 * that does not answer 200, a Lighthouse runtime error, a crash), never on a missed target.
 *
 *   flock /tmp/gatsby-build.lock npx tsx bench/lighthouse.ts [/ /menu/ ...]
 *   LIGHTHOUSE_RUNS=5 ... ; BENCH_URL=http://localhost:8000 ... (an already running product)
 * The report of each page's median run is kept in bench/results/lighthouse-<page>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startProduct, type RunningProduct } from './lib/product';

// Full reports of the run nearest the median performance score, for the audits' details (gitignored).
const RESULTS = path.resolve(__dirname, 'results');

const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/menu/', '/basket/', '/menurestauracja/'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// A run takes 15-40 s here; Lighthouse has been seen to hang for 10 minutes with no output.
const RUN_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_RUN_TIMEOUT_MS ?? 180_000);

interface Budget {
  label: string;
  target: string;
  meets: (value: number) => boolean;
  show: (value: number) => string;
}
const score = (min: number): Pick<Budget, 'meets' | 'show' | 'target'> => ({
  meets: (v) => v >= min - 1e-9,
  show: (v) => v.toFixed(2),
  target: `>= ${min.toFixed(2)}`,
});
const BUDGETS: Record<string, Budget> = {
  performance: { label: 'Performance', ...score(0.98) },
  accessibility: { label: 'Accessibility', ...score(1) },
  'best-practices': { label: 'Best practices', ...score(1) },
  seo: { label: 'SEO', ...score(1) },
  lcp: { label: 'LCP', target: '<= 1.8 s', meets: (v) => v <= 1800, show: (v) => `${(v / 1000).toFixed(2)} s` },
  cls: { label: 'CLS', target: '<= 0.02', meets: (v) => v <= 0.02, show: (v) => v.toFixed(3) },
  tbt: { label: 'TBT', target: '<= 150 ms', meets: (v) => v <= 150, show: (v) => `${Math.round(v)} ms` },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string; title: string }>;
};

function figures(lhr: Lhr): Record<string, number> {
  const out: Record<string, number> = {};
  for (const category of CATEGORIES) out[category] = lhr.categories[category].score ?? 0;
  out.lcp = lhr.audits['largest-contentful-paint'].numericValue ?? Infinity;
  out.cls = lhr.audits['cumulative-layout-shift'].numericValue ?? Infinity;
  out.tbt = lhr.audits['total-blocking-time'].numericValue ?? Infinity;
  return out;
}

/** Audits that cost points in a category (weight > 0, score < 1), by id: what to fix. */
function failingAudits(lhr: Lhr): string[] {
  const ids = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts = ref.weight > 0 || (category === 'performance' && audit.scoreDisplayMode === 'metricSavings');
      if (counts && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') ids.add(`${category}:${ref.id}`);
    }
  }
  return [...ids];
}

async function main() {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  let product: RunningProduct | undefined;
  const base = process.env.BENCH_URL ?? (product = await startProduct()).baseUrl;
  // localhost, as customers' https origin would allow: the service worker registers there.
  const origin = base.replace('127.0.0.1', 'localhost');
  const launchChrome = () => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  let chrome = await launchChrome();
  const restartChrome = async () => {
    await chrome.kill();
    chrome = await launchChrome();
  };
  /** One Lighthouse run; a run that hangs is abandoned with its browser. */
  const runOnce = async (url: string): Promise<Lhr> => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), RUN_TIMEOUT_MS)));
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const result = await Promise.race([run, hung]).finally(() => clearTimeout(timer));
    if (result === 'hung') {
      run.catch(() => undefined);
      return { runtimeError: { code: 'TIMEOUT', message: `no result after ${RUN_TIMEOUT_MS / 1000} s` } } as Lhr;
    }
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    return lhr;
  };
  const rows: { page: string; values: Record<string, number>; failing: string[] }[] = [];
  try {
    for (const page of PAGES) {
      const url = `${origin}${page}`;
      const status = (await fetch(url)).status;
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP on a busy machine; NO_NAVSTART twice
        // in a row in one CI run) and hangs are tried again in a new browser; a third failure in a
        // row is a broken run.
        let lhr: Lhr;
        for (let attempt = 1; ; attempt++) {
          lhr = await runOnce(url);
          if (!lhr.runtimeError) break;
          if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          process.stderr.write(`  ${page}: ${lhr.runtimeError.code}, trying again in a new browser\n`);
          await restartChrome();
        }
        runs.push(lhr);
        process.stderr.write(`  ${page} run ${i + 1}/${RUNS}: performance ${lhr.categories.performance.score}\n`);
      }
      const perRun = runs.map(figures);
      const values = Object.fromEntries(Object.keys(BUDGETS).map((key) => [key, median(perRun.map((f) => f[key]))]));
      // An audit counts when it fails in most runs, so one noisy run does not list it.
      const counts = new Map<string, number>();
      for (const id of runs.flatMap(failingAudits)) counts.set(id, (counts.get(id) ?? 0) + 1);
      const representative = [...runs].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))[Math.floor(RUNS / 2)];
      fs.mkdirSync(RESULTS, { recursive: true });
      const name = page.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
      fs.writeFileSync(path.join(RESULTS, `lighthouse-${name}.json`), JSON.stringify(representative));
      rows.push({ page, values, failing: [...counts].filter(([, n]) => n > RUNS / 2).map(([id]) => id) });
    }
  } finally {
    await chrome.kill();
    await product?.stop();
  }

  const keys = Object.keys(BUDGETS);
  const width = 16;
  console.log(`\nLighthouse 12, mobile, simulated throttling, median of ${RUNS} runs, ${origin}`);
  console.log(['page'.padEnd(20), ...keys.map((k) => BUDGETS[k].label.padStart(width))].join(''));
  console.log(['target'.padEnd(20), ...keys.map((k) => BUDGETS[k].target.padStart(width))].join(''));
  for (const { page, values } of rows) {
    const cells = keys.map((k) => `${BUDGETS[k].show(values[k])}${BUDGETS[k].meets(values[k]) ? '' : ' !'}`.padStart(width));
    console.log([page.padEnd(20), ...cells].join(''));
  }
  console.log('(! = misses its target)');
  for (const { page, values, failing } of rows) {
    const misses = keys.filter((k) => !BUDGETS[k].meets(values[k])).map((k) => BUDGETS[k].label);
    console.log(`${page}: ${misses.length ? `misses ${misses.join(', ')}` : 'all targets met'}${failing.length ? `; audits losing points: ${failing.join(' ')}` : ''}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * API throughput on this machine, measured with autocannon in one run so the ratios mean
 * something on a shared, noisy machine:
 * - the API's budget (docs/performance.md, 'Latest figures'): GET /shop/product of the real app (own process, production settings,
 *   LOG_LEVEL warn) against a bare node:http server answering the same recorded bytes and
 *   headers, alternating rounds; once without Accept-Encoding and once as browsers ask
 *   (gzip, deflate, br). Target: the app >= 70 % of the bare server.
 * - the menu list from memory (200 and 304) against a route that reads the database each time.
 * Figures are printed, never judged: only errors or non-2xx answers fail the run.
 *
 *   npx tsx bench/api-throughput.ts          BENCH_SECONDS=3 BENCH_ROUNDS=3 BENCH_CONNECTIONS=10
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Recording } from './api-throughput/bare-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.7;
const BROWSER_ENCODING = 'gzip, deflate, br';
// Per-connection headers the bare server sets itself.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function startChild(script: string, args: string[] = []): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script), ...args], {
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** One raw GET (no decompression, no extra headers): what the app sends on the wire. */
function record(url: string, acceptEncoding: string, extra: Record<string, string> = {}): Promise<Recording> {
  const headers = { ...extra, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name));
          resolve({
            acceptEncoding,
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

async function measure(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const bad = result.errors + result.timeouts + result.non2xx;
  // 304 counts as 'non2xx' in autocannon; the If-None-Match row expects exactly that.
  if (bad > 0 && !(headers['if-none-match'] && result.errors + result.timeouts === 0 && result['3xx'] > 0)) {
    throw new Error(`${url} ${JSON.stringify(headers)}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return result.requests.average;
}

async function main() {
  const app = await startChild('api-throughput/app-server.ts');
  const children = [app.child];
  try {
    const url = `${app.base}/shop/product`;
    const recordings = [await record(url, ''), await record(url, BROWSER_ENCODING)];
    for (const r of recordings) if (r.status !== 200) throw new Error(`GET /shop/product answered ${r.status}`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-')), 'recordings.json');
    fs.writeFileSync(file, JSON.stringify(recordings));
    const bare = await startChild('api-throughput/bare-server.ts', [file]);
    children.push(bare.child);

    console.log(`GET /shop/product: real app vs bare node:http (same bytes and headers), autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s`);
    console.log(`${'request'.padEnd(34)}${'app req/s'.padStart(11)}${'bare req/s'.padStart(12)}${'app/bare'.padStart(10)}   target >= ${TARGET * 100} %`);
    for (const r of recordings) {
      const headers: Record<string, string> = r.acceptEncoding ? { 'accept-encoding': r.acceptEncoding } : {};
      const appRps: number[] = [];
      const bareRps: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        appRps.push(await measure(`${app.base}/shop/product`, headers));
        bareRps.push(await measure(`${bare.base}/shop/product`, headers));
      }
      const a = appRps.reduce((x, y) => x + y, 0) / ROUNDS;
      const b = bareRps.reduce((x, y) => x + y, 0) / ROUNDS;
      const label = r.acceptEncoding ? `Accept-Encoding: ${r.acceptEncoding}` : 'no Accept-Encoding';
      const encoding = r.headers['content-encoding'] ?? 'identity';
      const size = Buffer.from(r.bodyBase64, 'base64').length;
      console.log(
        `${`${label} (${encoding}, ${size} B)`.padEnd(34)}${Math.round(a).toString().padStart(11)}${Math.round(b).toString().padStart(12)}` +
          `${`${((a / b) * 100).toFixed(0)} %`.padStart(10)}   ${a / b >= TARGET ? 'meets' : 'MISSES'}`,
      );
    }

    const etag = recordings[0].headers.etag ?? '';
    const list = await measure(url, {});
    const notModified = await measure(url, { 'if-none-match': etag });
    const database = await measure(`${app.base}/delivery/`, {});
    console.log(`\nReal app, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    console.log(`${'GET /shop/product (memory, 200)'.padEnd(42)} ${Math.round(list).toString().padStart(7)} req/s`);
    console.log(`${'GET /shop/product (If-None-Match, 304)'.padEnd(42)} ${Math.round(notModified).toString().padStart(7)} req/s`);
    console.log(`${'GET /delivery/ (database each time)'.padEnd(42)} ${Math.round(database).toString().padStart(7)} req/s`);
    console.log(`memory list vs database route: ${(list / database).toFixed(2)}x`);
  } finally {
    await Promise.all(children.map(stopChild));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

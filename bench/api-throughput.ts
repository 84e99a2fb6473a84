/**
 * API throughput on this machine: the menu list served from memory (200 and 304) against a
 * route that reads the database on every request. Prints requests/s for each, measured in one
 * run so the ratios mean something on a shared, noisy machine.
 *
 *   npx tsx bench/api-throughput.ts            (in-process app on in-memory PGlite)
 *   BENCH_URL=http://localhost:8000 npx tsx bench/api-throughput.ts   (a running server)
 */
import http from 'node:http';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { seedIfEmpty } from '../server/src/db/seed/seed';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(url: string, headers: Record<string, string>): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      })
      .on('error', reject);
  });
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  const loop = async () => {
    while (Date.now() < deadline) {
      const { status } = await request(url, headers);
      if (status === 200 || status === 304) done++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { rps: Math.round(done / SECONDS), failed };
}

async function main() {
  let base = process.env.BENCH_URL;
  let stop = async () => {};
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedIfEmpty(database.db);
    const config = loadConfig({ SERVE_SITE: 'false', LOG_LEVEL: 'silent', PORT: '0' });
    const verifier = { verifyIdToken: async () => Promise.reject(new Error('no identity in this bench')) };
    const app = await buildApp({ config, db: database.db, tokenVerifier: verifier, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    stop = async () => {
      await app.close();
      await database.close();
    };
  }
  const { etag } = await request(`${base}/shop/product`, {});
  const rows = [
    ['GET /shop/product (memory, 200)', await measure(`${base}/shop/product`)],
    ['GET /shop/product (If-None-Match, 304)', await measure(`${base}/shop/product`, { 'if-none-match': etag ?? '' })],
    ['GET /delivery/ (database each time)', await measure(`${base}/delivery/`)],
  ] as const;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, ${base}`);
  for (const [name, r] of rows) console.log(`${name.padEnd(42)} ${String(r.rps).padStart(7)} req/s  failed ${r.failed}`);
  console.log(`memory list vs database route: ${(rows[0][1].rps / rows[2][1].rps).toFixed(2)}x`);
  agent.destroy();
  await stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

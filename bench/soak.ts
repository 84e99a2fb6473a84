/**
 * Soak (docs/performance.md, 'Latest figures'): SOAK_MINUTES of mixed traffic against the API as its own process on
 * a fresh embedded database: customers browsing the menu and delivery data (~10 requests/s),
 * 2 orders/s, staff accepting and delivering them, 50 order pages subscribed to their orders'
 * status over GraphQL websockets. Every minute it prints the API process's live heap (after a
 * full GC, bench/soak/heap-reporter.cjs), the errors so far and the p99 of each route. At the
 * end: heap growth after the first minute (warm-up) against 10 %, and errors against 0.
 * Publishing is left out: a publish is a Gatsby build of a minute or more on these 2 cores,
 * measured by bench/publish.ts, and would dominate every figure here. Printed, never judged.
 *
 *   npx tsx bench/soak.ts            SOAK_MINUTES=20 (CI: 2)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCAL_CLIENT_ID } from '../domain/rules/local-identity';
import { DEMO_STAFF } from '../server/src/identity/local-cognito-demo';
import { subscribe, type Subscription } from '../server/test/helpers/graphql-ws';
import { ADDRESS_A, CUSTOMER } from '../server/test/helpers/orders';
import { freePort } from './lib/product';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const SUBSCRIPTIONS = 50;
const ROOT = path.resolve(__dirname, '..');
const BROWSE = ['/shop/product', '/shop/sushiSet', '/delivery/', '/shop/delivery-times', '/carousel/', '/shop/delivery-zone?postalCode=00-950'];
const STATUS_SUBSCRIPTION = 'subscription Status($id: ID!) { orderStatusChanged(id: $id) { id status } }';

const timings = new Map<string, number[]>();
const errors: string[] = [];
const heap: Array<{ at: number; used: number; rss: number }> = [];
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(route: string, run: () => Promise<Response>): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const res = await run();
    (timings.get(route) ?? timings.set(route, []).get(route)!).push(performance.now() - started);
    if (!res.ok) errors.push(`${route}: HTTP ${res.status} ${(await res.text()).slice(0, 120)}`);
    return res;
  } catch (err) {
    errors.push(`${route}: ${(err as Error).message}`);
    return undefined;
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--expose-gc', '--require', path.join(__dirname, 'soak/heap-reporter.cjs'), '--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOCAL_COGNITO_PORT: '0',
      LOCAL_SMTP_PORT: '0',
      LOCAL_P24_PORT: '0',
      SERVE_SITE: 'false',
      SITE_BUILD: 'never',
      RATE_LIMIT_POST_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      // An open Wednesday afternoon in Warsaw, whatever the machine's clock says.
      SHOP_CLOCK_START: '2026-11-25T13:00:00+01:00',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      // Only the API's own: processes it starts (the local identity provider) inherit the reporter.
      const m = /SOAK_HEAP (\d+) (\d+) (\d+) (\d+)$/.exec(line);
      if (m && Number(m[1]) === child.pid) heap.push({ at: Number(m[2]), used: Number(m[3]), rss: Number(m[4]) });
      if (line.includes('Sushi shop ready')) ready = true;
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  for (const deadline = Date.now() + 120_000; !ready; await sleep(200)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the API did not start');
  }

  const auth = await (
    await fetch(`${base}/identity/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: DEMO_STAFF.email, PASSWORD: DEMO_STAFF.password } }),
    })
  ).json();
  const staff = { authorization: `Bearer ${auth.AuthenticationResult.IdToken as string}`, 'content-type': 'application/json' };
  const menu = (await (await fetch(`${base}/shop/sushiSet`)).json()) as Array<{ id: number; price: number; isVisible?: boolean }>;
  const items = menu.filter((m) => m.price >= 40).slice(0, 2).map((m) => ({ id: m.id, quantity: 1 }));

  const end = Date.now() + MINUTES * 60_000;
  const subscriptions: Subscription[] = [];
  let orderNo = 0;
  const loops: Promise<void>[] = [];

  // Customers browsing: ~10 requests a second.
  loops.push((async () => {
    for (let i = 0; Date.now() < end; i += 1) {
      const route = BROWSE[i % BROWSE.length];
      await timed(`GET ${route.split('?')[0]}`, () => fetch(`${base}${route}`));
      await sleep(100);
    }
  })());

  // 2 orders a second; the first 50 get an order page subscribed to their status.
  loops.push((async () => {
    while (Date.now() < end) {
      const key = `soak-${process.pid}-${(orderNo += 1)}`;
      const res = await timed('POST /shop/order', () =>
        fetch(`${base}/shop/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            items,
            customer: CUSTOMER,
            address: ADDRESS_A,
            deliveryTime: { type: 'asap' },
            paymentMethod: 'cash',
            acceptedTerms: true,
          }),
        }),
      );
      if (res?.ok && subscriptions.length < SUBSCRIPTIONS) {
        const { id } = (await res.json()) as { id: string };
        subscriptions.push(await subscribe(`ws://127.0.0.1:${port}/graphql`, { query: STATUS_SUBSCRIPTION, variables: { id }, connectionPayload: { 'x-api-key': 'local-public-key' } }));
      }
      await sleep(500);
    }
  })());

  // Staff: every 2 s, accept what is new and move accepted orders on to delivered.
  loops.push((async () => {
    const next: Record<string, object> = { new: { status: 'accepted', estimatedMinutes: 30 }, accepted: { status: 'in_delivery' }, in_delivery: { status: 'delivered' } };
    while (Date.now() < end) {
      const res = await timed('GET /shop/staff/orders', () => fetch(`${base}/shop/staff/orders?status=new,accepted,in_delivery&limit=100`, { headers: staff }));
      const orders = res?.ok ? ((await res.json()) as { data: Array<{ id: string; status: string }> }).data : [];
      for (const order of orders) {
        await timed('POST /shop/staff/orders/:id/status', () =>
          fetch(`${base}/shop/staff/orders/${order.id}/status`, { method: 'POST', headers: staff, body: JSON.stringify(next[order.status]) }),
        );
      }
      await sleep(2000);
    }
  })());

  // The report, every minute.
  const report = (minute: number) => {
    const last = heap.at(-1);
    const routes = [...timings].map(([route, values]) => `${route} ${p99(values).toFixed(0)} ms (${values.length})`).join('; ');
    console.log(`minute ${minute}: heap ${last ? (last.used / 2 ** 20).toFixed(1) : '?'} MB, rss ${last ? (last.rss / 2 ** 20).toFixed(1) : '?'} MB, errors ${errors.length}, subscriptions ${subscriptions.length}; p99 ${routes}`);
  };
  const started = Date.now();
  const reporter = setInterval(() => report(Math.round((Date.now() - started) / 60_000)), 60_000);
  await Promise.all(loops);
  clearInterval(reporter);

  // Every order page kept its subscription (each saw its order move on).
  let delivered = 0;
  for (const sub of subscriptions) {
    for (let m = await sub.next(1000).catch(() => undefined); m; m = await sub.next(200).catch(() => undefined)) {
      if (JSON.stringify(m.payload).includes('"delivered"')) delivered += 1;
    }
    await sub.close();
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });

  if (process.env.SOAK_DEBUG) console.log(heap.map((h) => `${((h.at - started) / 1000).toFixed(0)}s ${(h.used / 2 ** 20).toFixed(1)}`).join(", "));
  const warm = heap.find((h) => h.at >= started + 60_000) ?? heap[0];
  const last = heap.at(-1)!;
  const growth = warm ? (last.used - warm.used) / warm.used : 0;
  report(MINUTES);
  console.log(`Soak: ${MINUTES} min, ${orderNo} orders, ${subscriptions.length} order pages subscribed (${delivered} saw their order delivered)`);
  console.log(`  heap after warm-up ${(warm.used / 2 ** 20).toFixed(1)} MB -> ${(last.used / 2 ** 20).toFixed(1)} MB: ${(growth * 100).toFixed(1)} % (target <= 10 %: ${growth <= 0.1 ? 'meets' : 'misses'})`);
  console.log(`  errors: ${errors.length} (target 0: ${errors.length === 0 ? 'meets' : 'misses'})${errors.length ? `; first: ${errors.slice(0, 3).join(' | ')}` : ''}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Online payment's own latency (D73): from 'Zamawiam i płacę' (POST /shop/order with
 * paymentMethod 'online') to the answer carrying the payment page's address, and from
 * Przelewy24's notification to the order on the staff board (the staff event a board's
 * subscription receives). The API runs in this process on an in-memory PGlite with the seeded
 * demo restaurant; the gateway is the local stand-in, whose register and verify answer in
 * about a millisecond on loopback, so the figures are ours, not a gateway's. Targets: under
 * 300 ms each. Printed, never judged.
 *
 *   npx tsx bench/payment-latency.ts          PAYMENTS=40
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { createNotificationListener } from '../server/src/events/notification-listener';
import { decodeMessage, EVENTS_CHANNEL, STAFF_ORDERS_TOPIC } from '../server/src/events/order-events';
import type { TokenVerifier } from '../server/src/identity/token-verifier';
import { LOCAL_P24, startLocalP24 } from '../server/src/payments/local-p24';
import { seedMenu } from '../server/src/db/seed/menu-data';
import { ADDRESS_A, CUSTOMER } from '../server/test/helpers/orders';
import { freePort } from './lib/product';

const PAYMENTS = Number(process.env.PAYMENTS ?? 40);
const TARGET_MS = 300;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const describe = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function main(): Promise<void> {
  const standIn = await startLocalP24({ ...LOCAL_P24, port: 0, repeatNotificationAfterMs: 60_000 });
  const database = await openDatabase({ dataDir: 'memory://', seed: true });
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), SERVE_SITE: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_POST_PER_MINUTE: '100000', PAYMENT_CHECK_SECONDS: '3600' });
  config.payments.p24 = { ...LOCAL_P24, baseUrl: standIn.baseUrl };
  // Wednesday 14:00 in Warsaw: the demo restaurant is open whatever the machine's clock says.
  const offset = new Date('2026-03-11T13:00:00Z').getTime() - Date.now();
  const noStaff: TokenVerifier = { verify: async () => { throw new Error('no sign-in in this bench'); } } as unknown as TokenVerifier;
  const app = await buildApp({ config, db: database.db, tokenVerifier: noStaff, logger: false, now: () => new Date(Date.now() + offset) });
  await app.listen({ host: '127.0.0.1', port });

  // What a staff board's subscription hears: the staff event of each order, on commit.
  const onBoard = new Map<string, () => void>();
  const listener = createNotificationListener(database.db, app.log);
  await listener.listen(EVENTS_CHANNEL, (payload) => {
    const message = decodeMessage(payload);
    const event = message?.topic === STAFF_ORDERS_TOPIC ? (message.payload as { staffOrderEvents?: { id: string; status: string } }).staffOrderEvents : undefined;
    if (event?.status === 'new') onBoard.get(event.id)?.();
  });

  const items = seedMenu.filter((item) => String(item.id)[0] === '3' && item.isVisible).slice(0, 2).map((item) => ({ id: item.id, quantity: 1 }));
  const body = {
    items,
    customer: CUSTOMER,
    address: ADDRESS_A,
    deliveryTime: { type: 'asap' },
    paymentMethod: 'online',
    acceptedTerms: true,
  };
  const toPaymentPage: number[] = [];
  const toBoard: number[] = [];
  try {
    for (let i = 0; i < PAYMENTS; i += 1) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/shop/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const order = (await res.json()) as { id: string; payment?: { redirectUrl: string } | null };
      if (res.status !== 201 || !order.payment) throw new Error(`order ${i}: ${res.status} ${JSON.stringify(order)}`);
      toPaymentPage.push(performance.now() - started);

      const token = order.payment.redirectUrl.split('/').pop()!;
      const shown = new Promise<number>((resolve) => onBoard.set(order.id, () => resolve(performance.now())));
      const notified = performance.now();
      await standIn.payDirectly(token); // sends the notification; resolves once our API answered it
      toBoard.push((await shown) - notified);
      onBoard.delete(order.id);
    }
  } finally {
    await listener.close();
    await app.close();
    await standIn.stop();
    await database.close();
  }
  const verdict = (values: number[]) => (percentile(values, 95) < TARGET_MS ? 'meets' : 'misses');
  console.log(`Online payment, ${PAYMENTS} orders, in-memory PGlite, local stand-in of Przelewy24 (target: under ${TARGET_MS} ms each)`);
  console.log(`  'Zamawiam i płacę' -> payment page address: ${describe(toPaymentPage)}  ${verdict(toPaymentPage)} target (p95)`);
  console.log(`  notification -> order on the staff board:   ${describe(toBoard)}  ${verdict(toBoard)} target (p95)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

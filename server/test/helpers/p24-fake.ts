/**
 * An independent Przelewy24 for the payment tests, written from the public contract with its
 * own hashing (it imports nothing of server/src/payments), so our client and stand-in cannot
 * agree with each other by mistake. It registers, verifies (failing on demand, to play a P24
 * outage between notification and verify), looks sessions up, takes refunds, and signs the
 * notifications a test sends to our API.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_P24 = { merchantId: 222333, posId: 222333, crc: 'fake-crc-0123456789', apiKey: 'fake-api-key-abcdef' };

/** sha384 of the JSON of the fields in the contract's order, crc last (PHP json_encode, slashes unescaped). */
export const p24Sign = (fields: Array<[string, unknown]>) =>
  createHash('sha384').update(JSON.stringify(Object.fromEntries([...fields, ['crc', FAKE_P24.crc]]))).digest('hex');

interface FakeTransaction {
  sessionId: string;
  amount: number;
  orderId: number;
  urlStatus: string;
  paid: boolean;
  verified: boolean;
}

export interface FakeP24 {
  baseUrl: string;
  env: Record<string, string>;
  transactions: Map<string, FakeTransaction>;
  refunds: Array<{ requestId: string; refundsUuid: string; sessionId: string; amount: number }>;
  /** The next `n` verify calls answer 500. */
  failVerifies(n: number): void;
  /** The next `n` refund requests answer 500 (and are not taken). */
  failRefunds(n: number): void;
  verifyCalls: number;
  /** Marks the session paid here and returns the signed notification P24 would POST to urlStatus. */
  pay(sessionId: string, overrides?: Partial<{ amount: number; sign: string }>): Record<string, unknown>;
  /** The signed notification P24 would POST to a refund's urlStatus once it is done (status 0) or rejected (1). */
  refundNotification(requestId: string, status?: 0 | 1): Record<string, unknown>;
  stop(): Promise<void>;
}

export async function startFakeP24(): Promise<FakeP24> {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeP24['refunds'] = [];
  let failing = 0;
  let failingRefunds = 0;
  let nextOrderId = 300000001;
  const auth = `Basic ${Buffer.from(`${FAKE_P24.posId}:${FAKE_P24.apiKey}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== auth) return send(401, { error: 'Incorrect authentication', code: 401 });
      const body = raw ? JSON.parse(raw) : {};
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/api/v1/transaction/register') {
        const sign = p24Sign([['sessionId', body.sessionId], ['merchantId', body.merchantId], ['amount', body.amount], ['currency', body.currency]]);
        if (sign !== body.sign || body.currency !== 'PLN') return send(400, { error: 'Invalid input data', code: 400 });
        transactions.set(body.sessionId, { sessionId: body.sessionId, amount: body.amount, orderId: nextOrderId++, urlStatus: body.urlStatus, paid: false, verified: false });
        return send(200, { data: { token: randomBytes(12).toString('hex').toUpperCase() }, responseCode: 0 });
      }
      if (req.method === 'PUT' && url === '/api/v1/transaction/verify') {
        fake.verifyCalls += 1;
        if (failing > 0) {
          failing -= 1;
          return send(500, { error: 'Unknown error', code: 500 });
        }
        const tx = transactions.get(body.sessionId);
        const sign = p24Sign([['sessionId', body.sessionId], ['orderId', body.orderId], ['amount', body.amount], ['currency', body.currency]]);
        if (!tx || !tx.paid || sign !== body.sign || tx.amount !== body.amount || tx.orderId !== body.orderId) return send(400, { error: 'Invalid input data', code: 400 });
        tx.verified = true;
        return send(200, { data: { status: 'success' }, responseCode: 0 });
      }
      const lookup = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(url);
      if (req.method === 'GET' && lookup) {
        const tx = transactions.get(decodeURIComponent(lookup[1]));
        if (!tx) return send(404, { error: 'Transaction not found', responseCode: 0 });
        return send(200, { data: { orderId: tx.orderId, sessionId: tx.sessionId, status: tx.verified ? 2 : tx.paid ? 1 : 0, amount: tx.amount, currency: 'PLN' }, responseCode: 0 });
      }
      if (req.method === 'POST' && url === '/api/v1/transaction/refund') {
        if (failingRefunds > 0) {
          failingRefunds -= 1;
          return send(500, { error: 'Unknown error', code: 500 });
        }
        for (const item of body.refunds) refunds.push({ requestId: body.requestId, refundsUuid: body.refundsUuid, sessionId: item.sessionId, amount: item.amount });
        return send(201, { data: body.refunds.map((item: object) => ({ ...item, status: true, message: 'success' })), responseCode: 0 });
      }
      send(404, { error: 'Not found', code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeP24 = {
    baseUrl,
    env: {
      P24_MERCHANT_ID: String(FAKE_P24.merchantId),
      P24_POS_ID: String(FAKE_P24.posId),
      P24_CRC: FAKE_P24.crc,
      P24_API_KEY: FAKE_P24.apiKey,
      P24_BASE_URL: baseUrl,
    },
    transactions,
    refunds,
    verifyCalls: 0,
    failVerifies(n) {
      failing = n;
    },
    failRefunds(n) {
      failingRefunds = n;
    },
    pay(sessionId, overrides = {}) {
      const tx = transactions.get(sessionId);
      if (!tx) throw new Error(`the fake P24 has no session ${sessionId}`);
      tx.paid = true;
      const amount = overrides.amount ?? tx.amount;
      const fields: Array<[string, unknown]> = [
        ['merchantId', FAKE_P24.merchantId],
        ['posId', FAKE_P24.posId],
        ['sessionId', sessionId],
        ['amount', amount],
        ['originAmount', amount],
        ['currency', 'PLN'],
        ['orderId', tx.orderId],
        ['methodId', 154],
        ['statement', `p24-${tx.orderId}`],
      ];
      return { ...Object.fromEntries(fields), sign: overrides.sign ?? p24Sign(fields) };
    },
    refundNotification(requestId, status = 0) {
      const refund = refunds.find((r) => r.requestId === requestId);
      if (!refund) throw new Error(`the fake P24 has no refund ${requestId}`);
      const fields: Array<[string, unknown]> = [
        ['orderId', transactions.get(refund.sessionId)!.orderId],
        ['sessionId', refund.sessionId],
        ['refundsUuid', refund.refundsUuid],
        ['merchantId', FAKE_P24.merchantId],
        ['amount', refund.amount],
        ['currency', 'PLN'],
        ['status', status],
      ];
      return { ...Object.fromEntries(fields), requestId, timestamp: 1773234000, sign: p24Sign(fields) };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/**
 * A local Przelewy24 for `npm start` without P24 settings and for tests (never production: the
 * config refuses it there). It speaks the contract of p24-contract.ts at the same paths as P24:
 * Basic auth and every sign are checked and answered 401/400 in P24's error shape; transactions
 * live in memory (a restart forgets them, as if P24 were a new account). Its payment page lets a
 * person walk the three outcomes: pay with BLIK, cancel, reject. A paid transaction's signed
 * notification is POSTed to urlStatus and, shortly after, POSTed again, as P24 repeats it
 * (there after 3, 5, 15... minutes): the receiving side must be idempotent from day one.
 */
import { randomInt, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { formatGrosze } from '../../../domain/rules/money';
import {
  basicAuthorization, isText, isWholeNumber, notificationSign, P24_ERROR_TEXT, P24_LIMITS, P24_PATHS, readShape,
  refundNotificationSign, registerSign, signsEqual, verifySign,
  type NotificationBody, type P24TransactionStatusCode, type RefundNotificationBody, type RefundRequest,
  type RegisterRequest, type VerifyRequest,
} from './p24-contract';

/**
 * The merchant the stand-in plays under `npm start` (server.ts passes the same to the client):
 * public values, which is why production refuses to start without its own P24_* settings.
 */
export const LOCAL_P24 = { merchantId: 100001, posId: 100001, crc: 'local-stand-in-crc', apiKey: 'local-stand-in-api-key' } as const;

export interface LocalP24Options {
  /** 0 picks a free port; the chosen one is in `baseUrl`. A busy port rejects with EADDRINUSE. */
  port: number;
  host?: string;
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  log?: (line: string) => void;
  /** Delay of the repeated notification (default 1 s; P24's first repeat comes after 3 min). */
  repeatNotificationAfterMs?: number;
  now?: () => number;
}

export interface LocalP24Transaction {
  token: string;
  orderId: number;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus?: string;
  timeLimitMinutes: number;
  registeredAt: number;
  /** registered -> advance (paid, awaiting verify) -> paid (verified) -> returned; or failed. */
  state: 'registered' | 'advance' | 'paid' | 'returned' | 'failed';
  statement?: string;
  paidAt?: number;
  refunded: number;
}

export interface LocalP24 {
  baseUrl: string;
  /** Test hook, what 'Zapłać BLIKiem' does: resolves once the first notification was delivered (or failed). */
  payDirectly(token: string): Promise<void>;
  transaction(sessionId: string): Readonly<LocalP24Transaction> | undefined;
  /** Resolves when every notification sent or scheduled so far has been delivered (or failed). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** BLIK in P24's method list; any whole number would do, a real one reads better in logs. */
const BLIK_METHOD_ID = 154;
const STATUS_CODE: Record<LocalP24Transaction['state'], P24TransactionStatusCode> = { registered: 0, failed: 0, advance: 1, paid: 2, returned: 3 };
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const upTo = (max: number, optional = false) => (v: unknown) => (optional && v === undefined) || (isText(v) && v.length > 0 && v.length <= max);

export async function startLocalP24(options: LocalP24Options): Promise<LocalP24> {
  const { merchantId, posId, crc } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const repeatAfterMs = options.repeatNotificationAfterMs ?? 1000;
  const byToken = new Map<string, LocalP24Transaction>();
  const bySession = new Map<string, LocalP24Transaction>();
  const refundRequests = new Set<string>();
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  // Far from 0 and different on every start, so the order ids of two runs do not meet.
  let nextOrderId = 300_000_000 + randomInt(0, 100_000_000);

  const app = Fastify({ logger: false });
  const fail = (reply: FastifyReply, code: 400 | 401 | 404, why: string) => {
    log(`P24 stand-in: ${code} ${why}`);
    if (code === 404) return reply.code(404).send({ error: P24_ERROR_TEXT.notFound, responseCode: 0 });
    return reply.code(code).send({ error: code === 401 ? P24_ERROR_TEXT.unauthorized : P24_ERROR_TEXT.invalidInput, code });
  };

  // The payment page's buttons post an ordinary HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler((err: Error & { statusCode?: number }, _request, reply) => {
    if ((err.statusCode ?? 500) < 500) return fail(reply, 400, `unreadable request: ${err.message}`);
    log(`P24 stand-in: 500 ${err.stack ?? err.message}`);
    return reply.code(500).send({ error: 'Unknown error', code: 500 });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const given = request.headers.authorization ?? '';
    if (!signsEqual(basicAuthorization(posId, options.apiKey), given)) return fail(reply, 401, 'wrong Basic auth');
  });

  function deliver(url: string | undefined, body: NotificationBody | RefundNotificationBody, what: string): Promise<void> {
    if (!url) return Promise.resolve(log(`P24 stand-in: no urlStatus for ${what}`));
    const sending = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) })
      .then((res) => log(`P24 stand-in: ${what} -> ${url}: ${res.status}`))
      .catch((err: Error) => log(`P24 stand-in: ${what} -> ${url} failed: ${err.message}`))
      .finally(() => pending.delete(sending));
    pending.add(sending);
    return sending;
  }

  const expired = (tx: LocalP24Transaction) => tx.timeLimitMinutes > 0 && now() > tx.registeredAt + tx.timeLimitMinutes * 60_000;

  function pay(tx: LocalP24Transaction): Promise<void> | undefined {
    if (tx.state !== 'registered' || expired(tx)) return undefined;
    tx.state = 'advance';
    tx.paidAt = now();
    const digits = tx.orderId.toString(36).toUpperCase().padStart(9, '0');
    tx.statement = `p24-${digits.slice(-9, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}`;
    const fields = { merchantId, posId, sessionId: tx.sessionId, amount: tx.amount, originAmount: tx.amount, currency: tx.currency,
      orderId: tx.orderId, methodId: BLIK_METHOD_ID, statement: tx.statement };
    const body: NotificationBody = { ...fields, sign: notificationSign({ ...fields, crc }) };
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(tx.urlStatus, body, `notification ${tx.sessionId} (repeat)`);
    }, repeatAfterMs);
    timers.add(timer);
    return deliver(tx.urlStatus, body, `notification ${tx.sessionId}`);
  }

  app.post(P24_PATHS.register, async (request, reply) => {
    const b = readShape<RegisterRequest>(request.body, {
      merchantId: (v) => v === merchantId, posId: (v) => v === posId, sessionId: upTo(P24_LIMITS.sessionId),
      amount: (v) => isWholeNumber(v) && v > 0, currency: (v) => isText(v) && v.length === 3, description: upTo(P24_LIMITS.description),
      email: upTo(P24_LIMITS.email), country: upTo(2), language: upTo(2), urlReturn: upTo(P24_LIMITS.url),
      urlStatus: upTo(P24_LIMITS.url, true), sign: isText,
      timeLimit: (v) => v === undefined || (isWholeNumber(v) && v >= 0 && v <= P24_LIMITS.timeLimitMinutes),
      encoding: (v) => v === undefined || isText(v),
    });
    if (!b) return fail(reply, 400, 'register: a field is missing, wrong or not ours');
    if (!signsEqual(registerSign({ sessionId: b.sessionId, merchantId, amount: b.amount, currency: b.currency, crc }), b.sign)) {
      return fail(reply, 400, `register ${b.sessionId}: wrong sign`);
    }
    if (bySession.has(b.sessionId)) return fail(reply, 400, `register: sessionId ${b.sessionId} already used`);
    const tx: LocalP24Transaction = {
      token: randomUUID().toUpperCase(), orderId: nextOrderId++, sessionId: b.sessionId, amount: b.amount, currency: b.currency,
      description: b.description, email: b.email, urlReturn: b.urlReturn, urlStatus: b.urlStatus, timeLimitMinutes: b.timeLimit ?? 0,
      registeredAt: now(), state: 'registered', refunded: 0,
    };
    byToken.set(tx.token, tx);
    bySession.set(tx.sessionId, tx);
    return { data: { token: tx.token }, responseCode: 0 };
  });

  app.put(P24_PATHS.verify, async (request, reply) => {
    const b = readShape<VerifyRequest>(request.body, {
      merchantId: (v) => v === merchantId, posId: (v) => v === posId, sessionId: isText, amount: isWholeNumber,
      currency: isText, orderId: isWholeNumber, sign: isText,
    });
    if (!b) return fail(reply, 400, 'verify: a field is missing, wrong or not ours');
    if (!signsEqual(verifySign({ sessionId: b.sessionId, orderId: b.orderId, amount: b.amount, currency: b.currency, crc }), b.sign)) {
      return fail(reply, 400, `verify ${b.sessionId}: wrong sign`);
    }
    const tx = bySession.get(b.sessionId);
    // A second verify of a verified payment succeeds again: the caller may have lost our first answer.
    const matches = tx && tx.orderId === b.orderId && tx.amount === b.amount && tx.currency === b.currency;
    if (!tx || !matches || (tx.state !== 'advance' && tx.state !== 'paid')) {
      return fail(reply, 400, `verify ${b.sessionId}: no paid transaction with that orderId, amount and currency`);
    }
    tx.state = 'paid';
    return { data: { status: 'success' }, responseCode: 0 };
  });

  app.post(P24_PATHS.refund, async (request, reply) => {
    const refundItem = (v: unknown) =>
      !!readShape(v, { orderId: isWholeNumber, sessionId: isText, amount: (a) => isWholeNumber(a) && a > 0, description: upTo(P24_LIMITS.refundDescription, true) });
    const b = readShape<RefundRequest>(request.body, {
      requestId: upTo(P24_LIMITS.refundRequestId), refundsUuid: upTo(P24_LIMITS.refundsUuid), urlStatus: upTo(P24_LIMITS.url, true),
      refunds: (v) => Array.isArray(v) && v.length > 0 && v.every(refundItem),
    });
    if (!b) return fail(reply, 400, 'refund: a field is missing or wrong');
    if (refundRequests.has(b.requestId)) {
      log(`P24 stand-in: 400 refund ${b.requestId} already exists`);
      return reply.code(400).send({ error: P24_ERROR_TEXT.refundRequestExists, code: 400 });
    }
    const results = b.refunds.map(({ orderId, sessionId, amount, description }) => {
      const tx = bySession.get(sessionId);
      const message = !tx || tx.orderId !== orderId ? 'Transaction not found'
        : tx.state !== 'paid' ? 'Transaction in wrong status - cannot refund'
        : amount > tx.amount - tx.refunded ? 'The amount of refund exceeds available amount for the transaction' : 'success';
      return { orderId, sessionId, amount, description, status: message === 'success', message };
    });
    if (results.some((r) => !r.status)) return reply.code(409).send({ error: results, code: 409 });
    refundRequests.add(b.requestId);
    for (const r of results) {
      const tx = bySession.get(r.sessionId)!;
      tx.refunded += r.amount;
      if (tx.refunded === tx.amount) tx.state = 'returned';
      const fields = { orderId: r.orderId, sessionId: r.sessionId, refundsUuid: b.refundsUuid, merchantId, amount: r.amount, currency: tx.currency, status: 0 as const };
      const body: RefundNotificationBody = { ...fields, requestId: b.requestId, timestamp: Math.floor(now() / 1000), sign: refundNotificationSign({ ...fields, crc }) };
      void deliver(b.urlStatus, body, `refund notification ${r.sessionId}`);
    }
    return reply.code(201).send({ data: results, responseCode: 0 });
  });

  app.get<{ Params: { sessionId: string } }>('/api/v1/transaction/by/sessionId/:sessionId', async (request, reply) => {
    const tx = bySession.get(request.params.sessionId);
    if (!tx) return fail(reply, 404, `by sessionId ${request.params.sessionId}: unknown`);
    return {
      data: {
        statement: tx.statement ?? '', orderId: tx.orderId, sessionId: tx.sessionId, status: STATUS_CODE[tx.state], amount: tx.amount,
        currency: tx.currency, date: new Date(tx.registeredAt).toISOString(), dateOfTransaction: tx.paidAt ? new Date(tx.paidAt).toISOString() : '',
        clientEmail: tx.email, accountMD5: '', paymentMethod: tx.paidAt ? BLIK_METHOD_ID : 0, description: tx.description, clientName: '',
        clientAddress: '', clientCity: '', clientPostcode: '', batchId: 0, fee: '0',
      },
      responseCode: 0,
    };
  });

  app.get(P24_PATHS.testAccess, async () => ({ data: true, error: '' }));

  app.get<{ Params: { token: string } }>('/trnRequest/:token', async (request, reply) => {
    const tx = byToken.get(request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!tx) return reply.code(404).send(paymentPage('Nie ma takiej transakcji', '<p>Ten link do płatności jest nieznany lub wygasł.</p>'));
    const details = `<dl><dt>Kwota</dt><dd class="amount">${formatGrosze(tx.amount)}</dd><dt>Tytuł</dt><dd>${escapeHtml(tx.description)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(tx.email)}</dd></dl>`;
    const back = `<p><a href="${escapeHtml(tx.urlReturn)}">Wróć do sklepu</a></p>`;
    if (tx.state !== 'registered') return paymentPage('Transakcja zakończona', `${details}<p>Ta transakcja została już zakończona.</p>${back}`);
    if (expired(tx)) return paymentPage('Czas na płatność minął', `${details}<p>Ta transakcja nie może już zostać opłacona.</p>${back}`);
    return paymentPage('Płatność', `${details}<form method="post">
<button name="action" value="pay" class="pay">Zapłać BLIKiem</button>
<button name="action" value="cancel">Anuluj</button>
<button name="action" value="reject">Odrzuć płatność</button></form>`);
  });

  app.post<{ Params: { token: string }; Body: { action?: string } }>('/trnRequest/:token', async (request, reply) => {
    const tx = byToken.get(request.params.token);
    if (!tx) return reply.code(404).type('text/html; charset=utf-8').send(paymentPage('Nie ma takiej transakcji', '<p>Nieznana transakcja.</p>'));
    const action = request.body?.action;
    if (action === 'pay') void pay(tx);
    else if (action === 'reject' && tx.state === 'registered') tx.state = 'failed';
    log(`P24 stand-in: ${action ?? 'no action'} on ${tx.sessionId}, now ${tx.state}`);
    // 303: the browser follows with a GET, as after P24's own page.
    return reply.redirect(tx.urlReturn, 303);
  });

  let address: string;
  try {
    address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  } catch (err) {
    // A busy port: the caller may try another one (lib/local-port.ts); leave nothing behind.
    await app.close();
    throw err;
  }
  return {
    baseUrl: address,
    async payDirectly(token) {
      const tx = byToken.get(token);
      const first = tx && pay(tx);
      if (!first) throw new Error(`P24 stand-in: transaction ${token} cannot be paid (unknown, expired or not awaiting payment)`);
      await first;
    },
    transaction: (sessionId) => bySession.get(sessionId),
    async idle() {
      while (pending.size > 0 || timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...pending]);
      await app.close();
    },
  };
}

function paymentPage(title: string, body: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)} – Przelewy24 (lokalnie)</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.note{background:#fff4d6;padding:.5rem 1rem;border-radius:.5rem}dt{color:#555}dd{margin:0 0 .5rem}.amount{font-size:1.5rem;font-weight:bold}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #888;background:#fff;cursor:pointer}
button.pay{background:#d13239;color:#fff;border-color:#d13239}</style></head>
<body><h1>${escapeHtml(title)}</h1><p class="note">Lokalna atrapa bramki Przelewy24: żadne pieniądze nie są pobierane.</p>${body}</body></html>`;
}

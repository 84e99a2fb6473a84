/**
 * @jest-environment node
 */
// Retries of the shop API client with a fake sleep: it records each wait and returns at
// once, so the exact delays and attempt counts are asserted without a real clock.
import { createShopApi, ShopApiError } from '../../src/lib/shop-api';
import { createStaffApi } from '../../src/lib/shop-api-staff';
import {
  NO_CONNECTION_MESSAGE,
  SERVER_UNAVAILABLE_MESSAGE,
  isIdempotentRequest,
  parseRetryAfter,
  retryDelay,
} from '../../src/lib/retry-policy';

type Answer = number | { status: number; headers?: Record<string, string>; body?: unknown } | Error | DOMException;

/** A fetch that plays `answers` in order (the last one repeats) and records every call. */
function scriptedFetch(...answers: Answer[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    calls.push({ url, init });
    if (answer instanceof Error || answer instanceof DOMException) throw answer;
    const { status, headers = {}, body = { ok: status < 300 } } = typeof answer === 'number' ? { status: answer } : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { fetch, calls };
}

function apiWith(answers: Answer[], options: { online?: boolean; now?: number } = {}) {
  const { fetch, calls } = scriptedFetch(...answers);
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const api = createShopApi({
    baseUrl: '',
    shopBase: '/shop',
    fetch,
    sleep,
    isOnline: () => options.online ?? true,
    now: () => options.now ?? Date.parse('2026-11-22T12:00:00Z'),
  });
  return { api, calls, waits };
}

const offline = () => new TypeError('Failed to fetch');
const order = { items: [] } as never;

describe('retries of idempotent requests', () => {
  it.each([429, 500, 502, 503, 504, 509])('retries a GET answered %i and returns the later success', async (status) => {
    const { api, calls, waits } = apiWith([status, { status: 200, body: [{ id: 2001 }] }]);

    await expect(api.getProducts()).resolves.toEqual([{ id: 2001 }]);
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([status === 429 ? 500 : 100]);
  });

  it('backs off 100, 200, 400 ms, then gives up after 4 attempts with the Polish server message and the status', async () => {
    const { api, calls, waits } = apiWith([{ status: 503, body: { message: 'Service Unavailable', code: 'DOWN' } }]);

    const error = await api.getSets().catch((e: unknown) => e);

    expect(calls).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 503, code: 'DOWN', path: '/shop/sushiSet', message: SERVER_UNAVAILABLE_MESSAGE });
  });

  it('starts from 500 ms when throttled (429)', async () => {
    const { api, waits } = apiWith([429]);
    await expect(api.getNotice()).rejects.toMatchObject({ status: 429, message: SERVER_UNAVAILABLE_MESSAGE });
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('honours Retry-After in seconds and as a date, within the 20 s cap', async () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const { api, waits } = apiWith(
      [
        { status: 429, headers: { 'Retry-After': '3' } },
        { status: 503, headers: { 'Retry-After': new Date(now + 7_000).toUTCString() } },
        { status: 503, headers: { 'Retry-After': '120' } },
        200,
      ],
      { now },
    );
    await api.getCarousel();
    expect(waits).toEqual([3_000, 7_000, 20_000]);
  });

  it('retries network errors and, offline, gives up with the no-connection message (status 0, NETWORK_ERROR)', async () => {
    const { api, calls, waits } = apiWith([offline()], { online: false });

    const error = await api.getIngredients().catch((e: unknown) => e);

    expect(calls).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NO_CONNECTION_MESSAGE });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('says the server does not answer when the device is online but nothing answers', async () => {
    const { api } = apiWith([offline()], { online: true });
    await expect(api.getDeliveryPrices()).rejects.toMatchObject({
      status: 0,
      code: 'SERVER_UNREACHABLE',
      message: SERVER_UNAVAILABLE_MESSAGE,
    });
  });

  it('retries an order with the same Idempotency-Key and body', async () => {
    const { api, calls, waits } = apiWith([offline(), 502, { status: 201, body: { id: 'ABCDEFGH23' } }]);

    await expect(api.placeOrder(order, { idempotencyKey: 'key-1' })).resolves.toEqual({ id: 'ABCDEFGH23' });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
    const keys = calls.map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(new Set(calls.map((c) => c.init?.body)).size).toBe(1);
  });

  it('an order refused for a full queue (503 SERVER_BUSY, Retry-After: 1) is sent again after a second, same key', async () => {
    const busy = {
      status: 503,
      headers: { 'Retry-After': '1' },
      body: { statusCode: 503, message: 'Serwer jest teraz bardzo obciążony. Spróbuj ponownie za chwilę.', code: 'SERVER_BUSY' },
    };
    const { api, calls, waits } = apiWith([busy, busy, { status: 201, body: { id: 'ABCDEFGH23' } }]);

    await expect(api.placeOrder(order, { idempotencyKey: 'key-2' })).resolves.toEqual({ id: 'ABCDEFGH23' });
    expect(waits).toEqual([1000, 1000]);
    expect(calls.map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-2', 'key-2', 'key-2']);

    // Still full after every attempt: the customer is told to try again, the server's words kept.
    const full = apiWith([busy]);
    await expect(full.api.placeOrder(order, { idempotencyKey: 'key-3' })).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
      message: SERVER_UNAVAILABLE_MESSAGE,
      serverMessage: busy.body.message,
    });
    expect(full.calls).toHaveLength(4);
  });
});

describe('requests that are never retried', () => {
  it.each([400, 401, 403, 404, 409, 422])('a GET answered %i fails at once with the API message', async (status) => {
    const { api, calls, waits } = apiWith([{ status, body: { message: `refused ${status}`, code: 'X' } }, 200]);
    await expect(api.getDeliveryZone('99-999')).rejects.toMatchObject({ status, message: `refused ${status}` });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('an order refused with 4xx is sent once (the refusal is definitive)', async () => {
    const { api, calls } = apiWith([{ status: 409, body: { message: 'Sklep jest zamknięty', code: 'SHOP_CLOSED' } }, 201]);
    await expect(api.placeOrder(order, { idempotencyKey: 'k' })).rejects.toMatchObject({ status: 409, code: 'SHOP_CLOSED' });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['createCustomer', (api: ReturnType<typeof createShopApi>) => api.createCustomer('t', {} as never)],
    ['getCustomerDetails', (api: ReturnType<typeof createShopApi>) => api.getCustomerDetails('t', 'a@b.pl')],
    ['updateCustomerDetails', (api: ReturnType<typeof createShopApi>) => api.updateCustomerDetails('t', {} as never)],
    ['getCustomerHistory', (api: ReturnType<typeof createShopApi>) => api.getCustomerHistory('t', { from: 0, till: 100, id: 'a@b.pl' })],
  ])("the customer's %s is sent exactly once on a 503 and on a network error", async (_name, run) => {
    const failing = apiWith([503, 200]);
    await expect(run(failing.api)).rejects.toMatchObject({ status: 503, message: SERVER_UNAVAILABLE_MESSAGE });
    expect(failing.calls).toHaveLength(1);
    expect(failing.waits).toEqual([]);

    const unplugged = apiWith([offline(), 200], { online: false });
    await expect(run(unplugged.api)).rejects.toMatchObject({ status: 0, message: NO_CONNECTION_MESSAGE });
    expect(unplugged.calls).toHaveLength(1);
  });

  it('staff calls, GETs included, are sent exactly once', async () => {
    const { api, calls, waits } = apiWith([503]);
    const staff = createStaffApi(api);

    await expect(staff.getOrders('staff-token')).rejects.toMatchObject({ status: 503 });
    await expect(staff.changeOrderStatus('staff-token', 'ABC', { status: 'accepted' } as never)).rejects.toMatchObject({ status: 503 });
    expect(calls.map((c) => c.init?.method)).toEqual(['GET', 'POST']);
    expect(waits).toEqual([]);
  });

  it('an abort is not a network failure: no retry, the AbortError itself', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { api, calls } = apiWith([abort, 200]);
    await expect(api.getProducts()).rejects.toBe(abort);
    expect(calls).toHaveLength(1);
  });
});

describe('retry policy', () => {
  it('doubles from the base and caps every wait at 20 s', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 500, undefined))).toEqual([100, 200, 400, 800]);
    expect([1, 2, 3].map((n) => retryDelay(n, 429, undefined))).toEqual([500, 1000, 2000]);
    expect(retryDelay(12, 503, undefined)).toBe(20_000);
    expect(retryDelay(1, 429, 60_000)).toBe(20_000);
  });

  it('reads Retry-After as seconds or an HTTP date and ignores nonsense', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('counts GETs without credentials and keyed requests as idempotent, nothing else', () => {
    expect(isIdempotentRequest('GET', '/shop/product', { Accept: 'application/json' })).toBe(true);
    expect(isIdempotentRequest('POST', '/shop/order', { 'Idempotency-Key': 'k' })).toBe(true);
    expect(isIdempotentRequest('POST', '/shop/client/data', {})).toBe(false);
    expect(isIdempotentRequest('PUT', '/shop/client/data', {})).toBe(false);
    expect(isIdempotentRequest('GET', '/shop/staff/orders', {})).toBe(false);
    expect(isIdempotentRequest('GET', '/shop/order/X', [['authorization', 'Bearer t']])).toBe(false);
  });
});

describe('online payment calls (D73)', () => {
  const UNAVAILABLE = 'Płatności online są chwilowo niedostępne. Spróbuj za chwilę albo wybierz płatność przy odbiorze.';

  it('POST /shop/order/:id/payment and /cash with no body, each sent once', async () => {
    const pay = apiWith([{ status: 200, body: { redirectUrl: 'https://sandbox.przelewy24.pl/trnRequest/T' } }]);
    await expect(pay.api.payOrder('XYZXYZXYZ2')).resolves.toEqual({ redirectUrl: 'https://sandbox.przelewy24.pl/trnRequest/T' });
    expect(pay.calls.map((c) => [c.url, c.init?.method, c.init?.body])).toEqual([['/shop/order/XYZXYZXYZ2/payment', 'POST', undefined]]);

    const cash = apiWith([{ status: 200, body: { id: 'XYZXYZXYZ2', status: 'new' } }]);
    await expect(cash.api.payOrderInCash('XYZXYZXYZ2')).resolves.toMatchObject({ status: 'new' });
    expect(cash.calls.map((c) => [c.url, c.init?.method, c.init?.body])).toEqual([['/shop/order/XYZXYZXYZ2/cash', 'POST', undefined]]);
  });

  it('a 503 is not retried (each call opens a payment attempt) and keeps the API message beside the generic one', async () => {
    const { api, calls, waits } = apiWith([{ status: 503, body: { message: UNAVAILABLE, code: 'PAYMENT_UNAVAILABLE' } }, 200]);
    const error = (await api.payOrder('XYZXYZXYZ2').catch((e: unknown) => e)) as ShopApiError;
    expect(error).toMatchObject({ status: 503, code: 'PAYMENT_UNAVAILABLE', message: SERVER_UNAVAILABLE_MESSAGE, serverMessage: UNAVAILABLE });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a 409 comes with the API message as is', async () => {
    const { api } = apiWith([{ status: 409, body: { message: 'Tego zamówienia nie można już opłacić.', code: 'ORDER_NOT_PAYABLE' } }]);
    await expect(api.payOrderInCash('XYZXYZXYZ2')).rejects.toMatchObject({ status: 409, code: 'ORDER_NOT_PAYABLE', message: 'Tego zamówienia nie można już opłacić.' });
  });
});

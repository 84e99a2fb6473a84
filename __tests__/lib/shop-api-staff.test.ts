/**
 * @jest-environment node
 */
// Calls of the staff gateway over a recording fetch: the release calls (docs/publishing.md) and
// the order and pickup calls (D95–D97): method, path, the staff token, the body (none where the
// API takes none), the phone order's Idempotency-Key, and the API's refusals as ShopApiError.
import { createShopApi, ShopApiError } from '../../src/lib/shop-api';
import { createStaffApi } from '../../src/lib/shop-api-staff';

interface Call {
  url: string;
  init?: RequestInit;
}

function staffApiAnswering(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { staff: createStaffApi(createShopApi({ baseUrl: 'http://api.test', shopBase: '/shop', fetch })), calls };
}

const ID = '20261125-1200-k3f9';

describe('staff release calls', () => {
  it.each([
    ['getReleases', 'GET', '/shop/staff/releases', (s: ReturnType<typeof createStaffApi>) => s.getReleases('tok')],
    ['getRelease', 'GET', `/shop/staff/releases/${ID}`, (s: ReturnType<typeof createStaffApi>) => s.getRelease('tok', ID)],
    ['publish', 'POST', '/shop/staff/releases', (s: ReturnType<typeof createStaffApi>) => s.publish('tok')],
    ['rollback', 'POST', `/shop/staff/releases/${ID}/rollback`, (s: ReturnType<typeof createStaffApi>) => s.rollback('tok', ID)],
  ])('%s sends %s %s with the staff token and no body, uncached', async (_name, method, path, run) => {
    const { staff, calls } = staffApiAnswering(200, { marker: path });
    await expect(run(staff)).resolves.toEqual({ marker: path });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`http://api.test${path}`);
    expect(calls[0].init).toMatchObject({ method, cache: 'no-store', body: undefined });
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('escapes the id in the path', async () => {
    const { staff, calls } = staffApiAnswering(200, {});
    await staff.getRelease('tok', 'a/../b');
    await staff.rollback('tok', 'a b');
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/shop/staff/releases/a%2F..%2Fb', 'http://api.test/shop/staff/releases/a%20b/rollback']);
  });

  it('a publish already running is a ShopApiError 409 with code PUBLISH_RUNNING', async () => {
    const { staff } = staffApiAnswering(409, {
      statusCode: 409,
      error: 'Conflict',
      message: `Release ${ID} is being published; wait for it to end`,
      code: 'PUBLISH_RUNNING',
      runningId: ID,
    });
    const refused = staff.publish('tok');
    await expect(refused).rejects.toBeInstanceOf(ShopApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'PUBLISH_RUNNING' });
  });

  it('a pruned release cannot be restored: 409 RELEASE_NOT_RESTORABLE; an unknown one is a 404', async () => {
    const pruned = staffApiAnswering(409, { statusCode: 409, error: 'Conflict', message: 'pruned', code: 'RELEASE_NOT_RESTORABLE' });
    await expect(pruned.staff.rollback('tok', ID)).rejects.toMatchObject({ status: 409, code: 'RELEASE_NOT_RESTORABLE' });
    const unknown = staffApiAnswering(404, { statusCode: 404, error: 'Not Found', message: 'x', code: 'RELEASE_NOT_FOUND' });
    await expect(unknown.staff.getRelease('tok', ID)).rejects.toMatchObject({ status: 404 });
  });
});

describe('staff order and pickup calls (D95–D97)', () => {
  const phoneOrder = {
    items: [{ id: 2001, quantity: 2 }],
    fulfilment: 'pickup' as const,
    deliveryTime: { type: 'asap' as const },
    paymentMethod: 'cash' as const,
    customer: { name: 'Jan Kowalski', phoneNumber: '+48 600 100 200' },
    estimatedMinutes: 20,
  };

  it('places a phone order with its Idempotency-Key and retries it on a passing failure: one key, one order', async () => {
    const calls: Call[] = [];
    const answers = [503, 201];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const status = answers.shift() ?? 201;
      return new Response(JSON.stringify(status === 201 ? { id: 'PHONE00022' } : { message: 'down' }), { status, headers: { 'Content-Type': 'application/json' } });
    };
    const staff = createStaffApi(createShopApi({ baseUrl: 'http://api.test', shopBase: '/shop', fetch, sleep: async () => undefined }));
    await expect(staff.placeOrder('tok', phoneOrder, 'key-0001-abcd')).resolves.toEqual({ id: 'PHONE00022' });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.url).toBe('http://api.test/shop/staff/orders');
      expect(call.init).toMatchObject({ method: 'POST', body: JSON.stringify(phoneOrder), cache: 'no-store' });
      expect(call.init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Idempotency-Key': 'key-0001-abcd', 'Content-Type': 'application/json' });
    }
  });

  it('changes an order with PATCH and saves pickup with PUT; a locked order is a 409 ORDER_LOCKED', async () => {
    const { staff, calls } = staffApiAnswering(200, {});
    await staff.changeOrder('tok', 'ABC/DEF', { notes: 'Bez imbiru', reason: 'Klient dzwonił' });
    const pickup = { enabled: true, deliveryEnabled: false, preparationMinutes: 25, discountPercent: 15, minimumOrder: 30 };
    await staff.savePickup('tok', pickup);
    expect(calls.map((c) => [c.init?.method, c.url, c.init?.body])).toEqual([
      ['PATCH', 'http://api.test/shop/staff/orders/ABC%2FDEF', JSON.stringify({ notes: 'Bez imbiru', reason: 'Klient dzwonił' })],
      ['PUT', 'http://api.test/shop/staff/settings/pickup', JSON.stringify(pickup)],
    ]);
    const locked = staffApiAnswering(409, { message: 'Zamówienie jest już w drodze', code: 'ORDER_LOCKED' });
    await expect(locked.staff.changeOrder('tok', 'X', { reason: 'r' })).rejects.toMatchObject({ status: 409, code: 'ORDER_LOCKED' });
    expect(locked.calls).toHaveLength(1); // a change is sent once: staff see exactly what happened
  });
});

/**
 * @jest-environment node
 */
// The release calls of the staff gateway (docs/publishing.md) over a recording fetch: method, path,
// the staff token, no body where the API takes none, and the API's refusals as ShopApiError.
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

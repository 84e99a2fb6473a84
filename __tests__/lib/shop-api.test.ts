/**
 * @jest-environment node
 */
// Node has the real Fetch API Response class; jsdom does not.
import { createShopApi, ShopApiError } from '../../src/lib/shop-api';

interface Call {
  url: string;
  init?: RequestInit;
}

/** A fetch that records calls and answers every one with the same status and body. */
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

type Api = ReturnType<typeof createShopApi>;
/** The public GETs: methods without parameters. */
type Method = { [K in keyof Api]: Api[K] extends () => Promise<unknown> ? K : never }[keyof Api];

const SHOP_PATHS: [Method, string][] = [
  ['getWelcomeText', '/shop/welcomeText/'],
  ['getNotice', '/shop/close'],
  ['getSets', '/shop/sushiSet'],
  ['getProducts', '/shop/product'],
  ['getIngredients', '/shop/ingredient'],
  ['getMenuSets', '/shop/menu/sushiSet'],
  ['getMenuProducts', '/shop/menu/product'],
  ['getMenuIngredients', '/shop/menu/ingredient'],
  ['getCarousel', '/carousel/'],
  ['getDeliveryPrices', '/delivery/'],
  ['getPickupSettings', '/shop/pickup'],
  ['getDeliveryTimes', '/shop/delivery-times'],
];

describe('shop API client', () => {
  it.each(SHOP_PATHS)('%s sends GET %s and returns the JSON body', async (method, path) => {
    const { fetch, calls } = fakeFetch(200, { marker: method });
    const api = createShopApi({ baseUrl: '', shopBase: '/shop', fetch });

    await expect(api[method]()).resolves.toEqual({ marker: method });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(path);
    expect(calls[0].init?.method).toBe('GET');
  });

  it('puts the base URL in front and switches the shop base to /dev-shop', async () => {
    const { fetch, calls } = fakeFetch(200, []);
    const api = createShopApi({ baseUrl: 'http://api.test', shopBase: '/dev-shop', fetch });

    await api.getProducts();
    await api.getMenuSets();
    await api.getWelcomeText();
    // Carousel and delivery are outside the shop base, so the switch leaves them alone.
    await api.getCarousel();
    await api.getDeliveryPrices();

    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/dev-shop/product',
      'http://api.test/dev-shop/menu/sushiSet',
      'http://api.test/dev-shop/welcomeText/',
      'http://api.test/carousel/',
      'http://api.test/delivery/',
    ]);
  });

  it("asks pickup's times with fulfilment=pickup, delivery's as before (D95)", async () => {
    const { fetch, calls } = fakeFetch(200, { asap: true, slots: [] });
    const api = createShopApi({ shopBase: '/dev-shop', fetch });
    await api.getDeliveryTimes('pickup');
    await api.getDeliveryTimes('delivery');
    expect(calls.map((c) => c.url)).toEqual(['/dev-shop/delivery-times?fulfilment=pickup', '/dev-shop/delivery-times']);
  });

  it('defaults to the same origin and the production /shop base', async () => {
    const { fetch, calls } = fakeFetch(200, []);
    await createShopApi({ fetch }).getSets();
    expect(calls[0].url).toBe('/shop/sushiSet');
  });

  it('throws an error carrying the status and the API message on a non-2xx answer', async () => {
    const { fetch } = fakeFetch(404, { statusCode: 404, error: 'Not Found', message: 'Nie ma takiego zasobu' });
    const api = createShopApi({ fetch });

    const error: unknown = await api.getNotice().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 404, message: 'Nie ma takiego zasobu', path: '/shop/close' });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    // (A 5xx would be retried and end in the Polish give-up message: shop-api-retry.test.ts.)
    const { fetch } = fakeFetch(404, '<html>Not Found</html>');
    const error: unknown = await createShopApi({ fetch }).getProducts().catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 404,
      message: 'Response not successful: Received status code 404',
    });
  });

  describe("the signed-in customer's calls", () => {
    const details = { email: 'jan@example.pl', name: 'Jan', phoneNumber: '600100200', address: 'ul. Długa 1', nip: '-' };
    const headersOf = (call: Call) => new Headers(call.init?.headers);

    it.each([
      ['createCustomer', 'POST', '/shop/client', (api: Api) => api.createCustomer('tok', details), details],
      ['getCustomerDetails', 'POST', '/shop/client/data', (api: Api) => api.getCustomerDetails('tok', 'jan@example.pl'), { email: 'jan@example.pl' }],
      ['updateCustomerDetails', 'PUT', '/shop/client/data', (api: Api) => api.updateCustomerDetails('tok', details), details],
      [
        'getCustomerHistory',
        'POST',
        '/shop/client/history',
        (api: Api) => api.getCustomerHistory('tok', { from: 0, till: 100, id: 'jan@example.pl' }),
        { from: 0, till: 100, id: 'jan@example.pl' },
      ],
    ] as const)('%s sends %s %s with the ID token and a JSON body', async (_name, method, path, run, body) => {
      const { fetch, calls } = fakeFetch(200, { ok: true });
      await expect(run(createShopApi({ fetch }))).resolves.toEqual({ ok: true });
      expect(calls[0].url).toBe(path);
      expect(calls[0].init?.method).toBe(method);
      expect(headersOf(calls[0]).get('authorization')).toBe('Bearer tok');
      expect(headersOf(calls[0]).get('content-type')).toBe('application/json');
      expect(JSON.parse(String(calls[0].init?.body))).toEqual(body);
    });

    it('follows the shop base and reports 401 and 404 with their status', async () => {
      const { fetch, calls } = fakeFetch(404, { statusCode: 404, error: 'Not Found', message: 'No details for this customer yet' });
      const api = createShopApi({ baseUrl: 'http://api.test', shopBase: '/dev-shop', fetch });
      const error: unknown = await api.getCustomerDetails('tok', 'jan@example.pl').catch((e: unknown) => e);
      expect(calls[0].url).toBe('http://api.test/dev-shop/client/data');
      expect(error).toBeInstanceOf(ShopApiError);
      expect(error).toMatchObject({ status: 404, message: 'No details for this customer yet', path: '/dev-shop/client/data' });

      const unauthorized = fakeFetch(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired ID token' });
      await expect(createShopApi({ fetch: unauthorized.fetch }).updateCustomerDetails('old', details)).rejects.toMatchObject({
        status: 401,
        message: 'Invalid or expired ID token',
      });
    });
  });
});

/**
 * Ordering when the network or the server fails, through the real shop API client (its
 * retries, a fake sleep) and a real store: the Polish message, the basket kept, the same
 * idempotency key on the customer's next try.
 */
import { IDEMPOTENCY_KEY } from '../../../src/features/checkout/checkout-form';
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, submitOrder } from '../../../src/features/checkout/checkout-thunks';
import { addItem } from '../../../src/features/basket/basket-thunks';
import { selectBasketItems } from '../../../src/features/basket/basket-slice';
import { createShopApi } from '../../../src/lib/shop-api';
import { NO_CONNECTION_MESSAGE } from '../../../src/lib/retry-policy';
import { BASKET_KEY } from '../../../src/lib/storage';
import { makeTestStore } from '../../support/fake-services';
import { VALID_CHECKOUT_FORM } from '../../support/checkout-fixtures';

const valid = VALID_CHECKOUT_FORM;
const maki = { id: 2001, name: 'Maki', price: 12.5, category: 'maki' };

interface Sent {
  key: string;
}

/** A fetch that fails as `failure` says until `healed` is set, then places the order. */
function flakyServer(failure: 'offline' | number) {
  const sent: Sent[] = [];
  const state = { healed: false };
  const fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    sent.push({ key: (init?.headers as Record<string, string>)['Idempotency-Key'] });
    if (state.healed) return { ok: true, status: 201, json: async () => ({ id: 'ABCDEFGH23', priceChanges: [] }), headers: { get: (): null => null } };
    if (failure === 'offline') throw new TypeError('Failed to fetch');
    return { ok: false, status: failure, json: async () => ({ message: 'Service Unavailable' }), headers: { get: (): null => null } };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent, state };
}

function checkoutOver(failure: 'offline' | number, online: boolean) {
  const server = flakyServer(failure);
  const waits: number[] = [];
  const api = createShopApi({
    fetch: server.fetch,
    sleep: async (ms) => void waits.push(ms),
    isOnline: () => online,
  });
  const { store, navigate } = makeTestStore({ placeOrder: api.placeOrder });
  store.dispatch(addItem(maki, 2));
  return { store, navigate, waits, ...server };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ordering offline', () => {
  it('says there is no connection, keeps the basket and the key, and the next try places the order once', async () => {
    const { store, navigate, sent, waits, state } = checkoutOver('offline', false);
    const basketBefore = localStorage.getItem(BASKET_KEY);

    const result = await store.dispatch(submitOrder(valid));

    expect(NETWORK_ERROR_MESSAGE).toBe(NO_CONNECTION_MESSAGE);
    expect(result).toEqual({ ok: false, message: NO_CONNECTION_MESSAGE, fieldErrors: {}, retryable: true });
    expect(sent).toHaveLength(4); // the client's own retries, all with one key
    expect(waits).toEqual([100, 200, 400]);
    expect(selectBasketItems(store.getState())).toEqual([expect.objectContaining({ id: 2001, quantity: 2 })]);
    expect(localStorage.getItem(BASKET_KEY)).toBe(basketBefore);
    expect(sessionStorage.getItem(IDEMPOTENCY_KEY)).toBe(sent[0].key);
    expect(navigate).not.toHaveBeenCalled();

    state.healed = true;
    const retried = await store.dispatch(submitOrder(valid));
    expect(retried.ok).toBe(true);
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set([sent[0].key]));
    expect(selectBasketItems(store.getState())).toEqual([]);
  });

  it.each([503, 429])('tells the server does not answer (%i after retries) and keeps the key', async (status) => {
    const { store, sent } = checkoutOver(status, true);

    const result = await store.dispatch(submitOrder(valid));

    expect(result).toEqual({ ok: false, message: SERVER_ERROR_MESSAGE, fieldErrors: {}, retryable: true });
    expect(sent).toHaveLength(4);
    expect(selectBasketItems(store.getState())).toHaveLength(1);
    expect(sessionStorage.getItem(IDEMPOTENCY_KEY)).toBe(sent[0].key);
  });

  it('an online device whose server does not answer gets the server message, not the internet one', async () => {
    const { store } = checkoutOver('offline', true);
    const result = await store.dispatch(submitOrder(valid));
    expect(result).toMatchObject({ ok: false, message: SERVER_ERROR_MESSAGE, retryable: true });
  });
});

/**
 * The signed-in customer's API calls: saving the details, order history, and the ID-token rules
 * (renewed before use by the identity service, retried once after a 401, else session expired).
 */
import {
  fetchCustomerOrders,
  ORDERS_LOG,
  saveCustomerDetails,
  DETAILS_SAVE_ERROR,
  DETAILS_SAVE_LOG,
  withIdToken,
} from '../../../src/features/account/customer-thunks';
import { selectAccount } from '../../../src/features/account/account-slice';
import type { OrderView } from '../../../src/lib/shop-api-types';
import { signedIn } from '../../../src/features/account/account-events';
import { itemAdded, selectBasketItems } from '../../../src/features/basket/basket-slice';
import type { ShopApi } from '../../../src/lib/shop-api';
import type { Identity } from '../../../src/services/identity-client';
import { fakeIdentity, fakeSession, flushPromises, makeTestStore } from '../../support/fake-services';

const details = { email: 'jan@example.pl', name: 'Jan', phoneNumber: '600 100 200', address: 'ul. Długa 1', nip: '-' };
const unauthorized = () => Object.assign(new Error('Invalid or expired ID token'), { status: 401 });
const order = (id: string, createdAt: string) => ({ id, createdAt, status: 'new', items: [], total: 30 }) as unknown as OrderView;

/** A signed-in store whose identity hands out 'tok-1' (and 'tok-2' on a refresh). */
function signedInStore(identity: Partial<Identity> = {}, api: Partial<ShopApi> = {}) {
  const setup = makeTestStore(api, undefined, {
    identity: fakeIdentity({
      getIdToken: jest.fn().mockResolvedValue('tok-1'),
      refreshSession: jest.fn().mockResolvedValue(fakeSession({ idToken: 'tok-2' })),
      ...identity,
    }),
  });
  setup.store.dispatch(signedIn(details, true));
  return setup;
}

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

describe('saveCustomerDetails', () => {
  it('PUTs the whole details with the token, nip "-" when empty, flag on while saving', async () => {
    let answer!: (value: typeof details) => void;
    const updateCustomerDetails = jest.fn(() => new Promise<typeof details>((resolve) => (answer = resolve)));
    const { store } = signedInStore({}, { updateCustomerDetails });

    const done = store.dispatch(saveCustomerDetails({ ...details, email: 'inny@example.pl', name: ' Janek ', nip: ' ' }));
    expect(selectAccount(store.getState()).isUpdatingCustomerDetails).toBe(true);
    await flushPromises(); // the token comes first
    // The e-mail is the account's own, whatever the form says.
    expect(updateCustomerDetails).toHaveBeenCalledWith('tok-1', { ...details, name: 'Janek', nip: '-' });
    answer({ ...details, name: 'Janek' });

    await expect(done).resolves.toEqual({ ok: true });
    expect(selectAccount(store.getState())).toMatchObject({ isUpdatingCustomerDetails: false, customerDetails: { ...details, name: 'Janek' }, customerDetailsError: null });
  });

  it('refuses invalid fields without a request', async () => {
    const { store, shopApi } = signedInStore();
    await expect(store.dispatch(saveCustomerDetails({ ...details, phoneNumber: 'abc' }))).resolves.toEqual({
      ok: false,
      fieldErrors: { phoneNumber: 'Numer telefonu jest nieprawidłowy.' },
    });
    expect(shopApi.updateCustomerDetails).not.toHaveBeenCalled();
  });

  it('logs a failure and shows a Polish message', async () => {
    const failure = new Error('down');
    const { store } = signedInStore({}, { updateCustomerDetails: jest.fn().mockRejectedValue(failure) });
    await expect(store.dispatch(saveCustomerDetails(details))).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(log).toHaveBeenCalledWith(DETAILS_SAVE_LOG, failure);
    expect(selectAccount(store.getState())).toMatchObject({ isUpdatingCustomerDetails: false, customerDetailsError: DETAILS_SAVE_ERROR, customerDetails: details });
  });
});

describe('fetchCustomerOrders', () => {
  it('asks for orders 0 till 100 of the signed-in e-mail and keeps them newest first', async () => {
    const orders = [order('a', '2025-01-02T10:00:00Z'), order('c', '2025-03-01T10:00:00Z'), order('b', '2025-02-01T10:00:00Z')];
    const { store, shopApi } = signedInStore({}, { getCustomerHistory: jest.fn().mockResolvedValue({ data: orders }) });

    const done = store.dispatch(fetchCustomerOrders());
    expect(selectAccount(store.getState()).isFetchingOrders).toBe(true);
    await done;

    expect(shopApi.getCustomerHistory).toHaveBeenCalledWith('tok-1', { from: 0, till: 100, id: 'jan@example.pl' });
    expect(selectAccount(store.getState()).orders.map((o) => o.id)).toEqual(['c', 'b', 'a']);
    expect(selectAccount(store.getState()).isFetchingOrders).toBe(false);
  });

  it('only logs a failure', async () => {
    const failure = new Error('down');
    const { store } = signedInStore({}, { getCustomerHistory: jest.fn().mockRejectedValue(failure) });
    await store.dispatch(fetchCustomerOrders());
    expect(log).toHaveBeenCalledWith(ORDERS_LOG, failure);
    expect(selectAccount(store.getState())).toMatchObject({ isFetchingOrders: false, orders: [], isAuthenticated: true });
  });
});

describe('withIdToken', () => {
  it('uses the token the identity service hands out (it renews one close to expiry itself)', async () => {
    const request = jest.fn().mockResolvedValue('ok');
    const { store, identity } = signedInStore();
    await expect(store.dispatch(withIdToken(request))).resolves.toBe('ok');
    expect(identity.getIdToken).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('tok-1');
    expect(identity.refreshSession).not.toHaveBeenCalled();
  });

  it('after a 401 renews the session once and retries with the new token', async () => {
    const request = jest.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce('ok');
    const { store, identity } = signedInStore();
    await expect(store.dispatch(withIdToken(request))).resolves.toBe('ok');
    expect(identity.refreshSession).toHaveBeenCalledTimes(1);
    expect(request.mock.calls).toEqual([['tok-1'], ['tok-2']]);
    expect(selectAccount(store.getState()).sessionExpired).toBe(false);
  });

  it('marks the session expired when the renewal fails, and keeps the basket', async () => {
    const { store } = signedInStore({ refreshSession: jest.fn().mockResolvedValue(null) });
    store.dispatch(itemAdded({ id: 2001, name: 'Maki', price: 20 }, 3));
    await expect(store.dispatch(withIdToken(jest.fn().mockRejectedValue(unauthorized())))).rejects.toMatchObject({ status: 401 });
    expect(selectAccount(store.getState())).toMatchObject({ sessionExpired: true, isAuthenticated: false, customerDetails: details });
    expect(selectBasketItems(store.getState())).toEqual([{ id: 2001, name: 'Maki', price: 20, quantity: 3 }]);
  });

  it('marks the session expired when even the renewed token is refused, or the refresh throws', async () => {
    const twice = signedInStore();
    await expect(twice.store.dispatch(withIdToken(jest.fn().mockRejectedValue(unauthorized())))).rejects.toMatchObject({ status: 401 });
    expect(selectAccount(twice.store.getState()).sessionExpired).toBe(true);

    const throwing = signedInStore({ refreshSession: jest.fn().mockRejectedValue(new Error('Network error')) });
    await expect(throwing.store.dispatch(withIdToken(jest.fn().mockRejectedValue(unauthorized())))).rejects.toMatchObject({ status: 401 });
    expect(selectAccount(throwing.store.getState()).sessionExpired).toBe(true);
  });

  it('marks the session expired when no token can be had at all', async () => {
    const { store } = signedInStore({
      getIdToken: jest.fn().mockRejectedValue(Object.assign(new Error('User is not authenticated'), { code: 'NotAuthenticated' })),
    });
    const request = jest.fn();
    await expect(store.dispatch(withIdToken(request))).rejects.toThrow('User is not authenticated');
    expect(request).not.toHaveBeenCalled();
    expect(selectAccount(store.getState()).sessionExpired).toBe(true);
  });

  it('leaves the session alone on other failures (offline, 500)', async () => {
    const offline = signedInStore({ getIdToken: jest.fn().mockRejectedValue(Object.assign(new Error('Network error'), { code: 'NetworkError' })) });
    await expect(offline.store.dispatch(withIdToken(jest.fn()))).rejects.toThrow('Network error');
    expect(selectAccount(offline.store.getState()).sessionExpired).toBe(false);

    const serverError = Object.assign(new Error('boom'), { status: 500 });
    const broken = signedInStore();
    await expect(broken.store.dispatch(withIdToken(jest.fn().mockRejectedValue(serverError)))).rejects.toBe(serverError);
    expect(broken.identity.refreshSession).not.toHaveBeenCalled();
    expect(selectAccount(broken.store.getState())).toMatchObject({ sessionExpired: false, isAuthenticated: true });
  });

  it('a details save that meets an expired session ends with the flag and the message', async () => {
    const { store } = signedInStore({ refreshSession: jest.fn().mockResolvedValue(null) }, { updateCustomerDetails: jest.fn().mockRejectedValue(unauthorized()) });
    await store.dispatch(saveCustomerDetails(details));
    expect(selectAccount(store.getState())).toMatchObject({ sessionExpired: true, isUpdatingCustomerDetails: false, customerDetailsError: DETAILS_SAVE_ERROR });
  });
});

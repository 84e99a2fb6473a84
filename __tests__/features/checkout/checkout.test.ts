import {
  CHECKOUT_MESSAGES,
  CHECKOUT_KEY,
  EMPTY_CHECKOUT_FORM,
  IDEMPOTENCY_KEY,
  isPolishPhone,
  readCheckoutForm,
  splitAddress,
  validateCheckout,
  writeCheckoutForm,
} from '../../../src/features/checkout/checkout-form';
import {
  NETWORK_ERROR_MESSAGE,
  lookupZone,
  submitOrder,
} from '../../../src/features/checkout/checkout-thunks';
import { addItem } from '../../../src/features/basket/basket-thunks';
import { selectBasketItems } from '../../../src/features/basket/basket-slice';
import { ShopApiError } from '../../../src/lib/shop-api';
import type { PlacedOrder } from '../../../src/lib/shop-api-types';
import { BASKET_KEY } from '../../../src/lib/storage';
import { makeTestStore, PLAIN_ZONE_B } from '../../support/fake-services';
import { VALID_CHECKOUT_FORM } from '../../support/checkout-fixtures';

const valid = VALID_CHECKOUT_FORM;

const maki = { id: 2001, name: 'Maki', price: 12.5, category: 'maki' };
const beer = { id: 2002, name: 'Piwo', price: 9, category: 'alcohol' };

const placed = (id = 'ABCDEFGH23') => ({ id, total: 35 }) as unknown as PlacedOrder;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('checkout validation', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(valid, { hasAlcohol: false })).toEqual({});
  });

  it('gives a Polish message for each invalid field', () => {
    const errors = validateCheckout(
      { ...EMPTY_CHECKOUT_FORM, phoneNumber: '123', email: 'jan@', postalCode: '00001', street: 'Marszałkowska' },
      { hasAlcohol: true },
    );
    expect(errors).toEqual({
      name: CHECKOUT_MESSAGES.name,
      phoneNumber: CHECKOUT_MESSAGES.phoneNumber,
      email: CHECKOUT_MESSAGES.email,
      street: CHECKOUT_MESSAGES.street,
      postalCode: CHECKOUT_MESSAGES.postalCode,
      city: CHECKOUT_MESSAGES.city,
      acceptedTerms: 'Musisz zaakceptować regulamin.',
      adultConfirmed: CHECKOUT_MESSAGES.adultConfirmed,
    });
  });

  it('asks no address for pickup (D95), and words the missing time as a pickup time', () => {
    const noAddress = { ...valid, street: '', postalCode: '', city: '' };
    expect(validateCheckout(noAddress, { hasAlcohol: false, fulfilment: 'pickup' })).toEqual({});
    expect(Object.keys(validateCheckout(noAddress, { hasAlcohol: false }))).toEqual(['street', 'postalCode', 'city']);
    expect(validateCheckout({ ...noAddress, deliveryType: 'scheduled' }, { hasAlcohol: false, fulfilment: 'pickup' })).toEqual({
      deliveryAt: CHECKOUT_MESSAGES.pickupAt,
    });
  });

  it('requires a slot for a scheduled delivery', () => {
    expect(validateCheckout({ ...valid, deliveryType: 'scheduled' }, { hasAlcohol: false })).toEqual({
      deliveryAt: CHECKOUT_MESSAGES.deliveryAt,
    });
  });

  it.each(['600100200', '600 100 200', '600-100-200', '(22) 123 45 67', '+48 600 100 200', '0048600100200'])(
    'accepts the Polish phone %s',
    (phone) => expect(isPolishPhone(phone)).toBe(true),
  );

  it.each(['60010020', '+49 600 100 200', 'abc600100200', '6001002001'])('refuses the phone %s', (phone) =>
    expect(isPolishPhone(phone)).toBe(false),
  );

  it('keeps the form in sessionStorage and survives bad data', () => {
    writeCheckoutForm(valid);
    expect(readCheckoutForm()).toEqual(valid);
    sessionStorage.setItem(CHECKOUT_KEY, '{bad');
    expect(readCheckoutForm()).toEqual(EMPTY_CHECKOUT_FORM);
  });

  it('keeps each payment method across a reload and takes an unknown one as cash', () => {
    for (const paymentMethod of ['cash', 'card', 'online'] as const) {
      writeCheckoutForm({ ...valid, paymentMethod });
      expect(readCheckoutForm().paymentMethod).toBe(paymentMethod);
    }
    sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify({ ...valid, paymentMethod: 'bitcoin' }));
    expect(readCheckoutForm().paymentMethod).toBe('cash');
  });

  it('splits a one-line address', () => {
    expect(splitAddress('Marszałkowska 10/5, 00-001 Warszawa')).toEqual({
      street: 'Marszałkowska 10/5',
      postalCode: '00-001',
      city: 'Warszawa',
    });
  });
});

describe('submitOrder', () => {
  it('reuses the idempotency key on a retry after a network failure and keeps the basket', async () => {
    const placeOrder = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(placed());
    const { store, navigate } = makeTestStore({ placeOrder });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch(addItem(maki, 2));

    const first = await store.dispatch(submitOrder(valid));
    expect(first).toEqual({ ok: false, message: NETWORK_ERROR_MESSAGE, fieldErrors: {}, retryable: true });
    expect(selectBasketItems(store.getState())).toHaveLength(1);
    expect(localStorage.getItem(BASKET_KEY)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    const second = await store.dispatch(submitOrder(valid));
    expect(second.ok).toBe(true);
    const keys = placeOrder.mock.calls.map((call) => call[1].idempotencyKey);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the order body and on success clears basket and checkout, then opens the order page', async () => {
    const placeOrder = jest.fn().mockResolvedValue(placed('XYZXYZXYZ2'));
    const { store, navigate } = makeTestStore({ placeOrder });
    store.dispatch(addItem(maki, 2));
    writeCheckoutForm(valid);

    const result = await store.dispatch(submitOrder(valid));
    expect(result.ok).toBe(true);
    expect(placeOrder.mock.calls[0][0]).toEqual({
      items: [{ id: 2001, quantity: 2, price: 12.5, name: 'Maki' }],
      fulfilment: 'delivery',
      customer: { name: 'Jan Kowalski', phoneNumber: '600 100 200', email: 'jan@example.pl' },
      address: { street: 'Marszałkowska 10/5', postalCode: '00-001', city: 'Warszawa' },
      deliveryTime: { type: 'asap' },
      paymentMethod: 'cash',
      acceptedTerms: true,
    });
    expect(selectBasketItems(store.getState())).toEqual([]);
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_KEY)).toBeNull();
    expect(sessionStorage.getItem(IDEMPOTENCY_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/order/?id=XYZXYZXYZ2');
  });

  it('a new attempt after success gets a new key', async () => {
    const placeOrder = jest.fn().mockResolvedValue(placed());
    const { store } = makeTestStore({ placeOrder });
    store.dispatch(addItem(maki, 1));
    await store.dispatch(submitOrder(valid));
    store.dispatch(addItem(maki, 1));
    await store.dispatch(submitOrder(valid));
    expect(placeOrder.mock.calls[1][1].idempotencyKey).not.toBe(placeOrder.mock.calls[0][1].idempotencyKey);
  });

  it('shows the server refusal under its field and keeps the basket', async () => {
    const placeOrder = jest
      .fn()
      .mockRejectedValue(new ShopApiError(422, 'Nie dowozimy pod kod 99-999.', '/shop/order', 'OUT_OF_ZONE', 'body/address/postalCode'));
    const { store } = makeTestStore({ placeOrder });
    store.dispatch(addItem(maki, 1));
    const result = await store.dispatch(submitOrder(valid));
    expect(result).toEqual({
      ok: false,
      message: 'Nie dowozimy pod kod 99-999.',
      fieldErrors: { postalCode: 'Nie dowozimy pod kod 99-999.' },
      retryable: false,
      code: 'OUT_OF_ZONE',
    });
    expect(selectBasketItems(store.getState())).toHaveLength(1);
  });

  it('does not send an invalid form or one without the 18+ confirmation', async () => {
    const placeOrder = jest.fn();
    const { store } = makeTestStore({ placeOrder });
    store.dispatch(addItem(beer, 1));
    const result = await store.dispatch(submitOrder(valid));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors.adultConfirmed).toBe(CHECKOUT_MESSAGES.adultConfirmed);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('sends adultConfirmed when the basket has alcohol', async () => {
    const placeOrder = jest.fn().mockResolvedValue(placed());
    const { store } = makeTestStore({ placeOrder });
    store.dispatch(addItem(beer, 1));
    await store.dispatch(submitOrder({ ...valid, adultConfirmed: true }));
    expect(placeOrder.mock.calls[0][0].adultConfirmed).toBe(true);
  });
});

describe('lookupZone', () => {
  it('returns the zone and price', async () => {
    const { store } = makeTestStore({ getDeliveryZone: jest.fn().mockResolvedValue(PLAIN_ZONE_B) });
    expect(await store.dispatch(lookupZone('01-100'))).toEqual({ ok: true, zone: PLAIN_ZONE_B });
  });

  it('tells an address outside the zones', async () => {
    const getDeliveryZone = jest
      .fn()
      .mockRejectedValue(new ShopApiError(422, 'Nie dowozimy pod ten kod.', '/shop/delivery-zone', 'OUT_OF_ZONE'));
    const { store } = makeTestStore({ getDeliveryZone });
    expect(await store.dispatch(lookupZone('99-999'))).toEqual({ ok: false, message: 'Nie dowozimy pod ten kod.', outOfZone: true });
  });
});

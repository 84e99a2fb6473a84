/**
 * The checkout slice: the delivery zone of the form's postal code lives in the store, so the
 * summary and payment pages share it; a reload starts without it (nothing is saved).
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { addSlices } from '../../../src/app/added-slices';
import { RootWrapper } from '../../../src/app/root-wrapper';
import type { RootState } from '../../../src/app/root-reducer';
import type { AppStore } from '../../../src/app/store';
import {
  checkoutReducer,
  initialCheckoutState,
  orderPlaced,
  postalCodeEntered,
  selectBelowMinimumMessage,
  selectDeliveryPrice,
  selectDeliveryZone,
  selectFreeDeliveryNote,
  selectIsOutOfZone,
  selectOutOfZoneMessage,
  selectZoneResult,
  selectZoneUnchecked,
  zoneLookedUp,
  type CheckoutState,
  type WithCheckout,
  type ZoneResult,
} from '../../../src/features/checkout/checkout-slice';
import { checkDeliveryZone, submitOrder, ZONE_ERROR_MESSAGE } from '../../../src/features/checkout/checkout-thunks';
import { writeCheckoutForm } from '../../../src/features/checkout/checkout-form';
import PaymentPage from '../../../src/pages/payment';
import SummaryPage from '../../../src/pages/summary';
import { ShopApiError } from '../../../src/lib/shop-api';
import type { PlacedOrder } from '../../../src/lib/shop-api-types';
import { BASKET_KEY } from '../../../src/lib/storage';
import { normalizeSpaces } from '../../test-utils';
import { makeTestStore, PLAIN_ZONE_A, PLAIN_ZONE_B } from '../../support/fake-services';
import { settle } from '../../support/render-page';
import { VALID_CHECKOUT_FORM } from '../../support/checkout-fixtures';

const zoneA: ZoneResult = { ok: true, zone: PLAIN_ZONE_A };
const zoneB: ZoneResult = { ok: true, zone: PLAIN_ZONE_B };
const outside: ZoneResult = { ok: false, message: 'Nie dowozimy pod ten adres.', outOfZone: true };
const unchecked: ZoneResult = { ok: false, message: ZONE_ERROR_MESSAGE, outOfZone: false };

const reduce = (...actions: { type: string }[]) => actions.reduce(checkoutReducer, initialCheckoutState);
const stateOf = (checkout: CheckoutState, itemsTotal = 30) => ({ checkout, basket: { items: [], totalPrice: itemsTotal, fulfilment: 'delivery' as const } });

/** The store as a checkout page has it: the slice added (the page adds it when it renders), maybe with a zone. */
function withCheckout(store: AppStore, known?: { postalCode: string; zone: ZoneResult }) {
  addSlices(store, { checkout: checkoutReducer });
  if (known) {
    store.dispatch(postalCodeEntered(known.postalCode));
    store.dispatch(zoneLookedUp(known.postalCode, known.zone));
  }
  return store as Omit<AppStore, 'getState'> & { getState(): RootState & WithCheckout };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('checkoutReducer', () => {
  it('starts with no postal code and no zone', () => {
    expect(checkoutReducer(undefined, { type: '@@INIT' })).toEqual({ postalCode: null, zone: null });
  });

  it('takes the answer for the code asked about', () => {
    expect(reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', zoneA))).toEqual({ postalCode: '00-001', zone: zoneA });
  });

  it('keeps the previous answer while a new code is asked about, as the pages always showed it', () => {
    const state = reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', zoneA), postalCodeEntered('01-100'));
    expect(state).toEqual({ postalCode: '01-100', zone: zoneA });
    expect(checkoutReducer(state, zoneLookedUp('01-100', zoneB))).toEqual({ postalCode: '01-100', zone: zoneB });
  });

  it('ignores a late answer for a code the customer has since changed', () => {
    const state = reduce(postalCodeEntered('00-001'), postalCodeEntered('01-100'), zoneLookedUp('01-100', zoneB));
    expect(checkoutReducer(state, zoneLookedUp('00-001', zoneA))).toBe(state);
    expect(reduce(zoneLookedUp('00-001', zoneA))).toEqual(initialCheckoutState);
  });

  it('forgets the zone when the code is no longer a valid one', () => {
    const state = reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', zoneA));
    expect(checkoutReducer(state, postalCodeEntered(null))).toEqual(initialCheckoutState);
    expect(checkoutReducer(state, postalCodeEntered(''))).toEqual(initialCheckoutState);
  });

  it('returns the same state for an event that changes nothing', () => {
    const state = reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', zoneA));
    expect(checkoutReducer(state, postalCodeEntered('00-001'))).toBe(state);
    expect(checkoutReducer(initialCheckoutState, postalCodeEntered(null))).toBe(initialCheckoutState);
    expect(checkoutReducer(state, postalCodeEntered(null))).toBe(initialCheckoutState);
    expect(checkoutReducer(state, { type: 'basket/itemAdded' })).toBe(state);
  });

  it('starts the next checkout without a zone once the order is placed', () => {
    const state = reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', zoneA));
    expect(checkoutReducer(state, orderPlaced('ABCDEFGH23'))).toEqual(initialCheckoutState);
  });

  it('holds only plain data', () => {
    const state = reduce(postalCodeEntered('00-001'), zoneLookedUp('00-001', outside));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('checkout selectors', () => {
  it('give the zone and its price when the server found one', () => {
    const state = stateOf({ postalCode: '00-001', zone: zoneA });
    expect(selectZoneResult(state)).toBe(zoneA);
    expect(selectDeliveryZone(state)).toEqual(PLAIN_ZONE_A);
    expect(selectBelowMinimumMessage(state)).toBeNull();
    expect(selectFreeDeliveryNote(state)).toBeNull();
    expect(selectDeliveryPrice(state)).toBe(10);
    expect(selectOutOfZoneMessage(state)).toBeNull();
    expect(selectIsOutOfZone(state)).toBe(false);
    expect(selectZoneUnchecked(state)).toBe(false);
  });

  it("measure the basket against the zone's minimum order value (items only, in grosze)", () => {
    const zone: ZoneResult = { ok: true, zone: { zone: 'B', price: 20, minimumOrder: 40, freeDeliveryFrom: null } };
    // 0.1 + 0.2 style sums: 39.99 as a float total is 3999 grosze, one grosz short.
    const short = stateOf({ postalCode: '02-600', zone }, 39.99);
    expect(normalizeSpaces(selectBelowMinimumMessage(short)!)).toBe(
      'Brakuje 0,01 zł do minimalnej wartości zamówienia w strefie B (zamówienia od 40,00 zł).',
    );
    expect(selectBelowMinimumMessage(stateOf({ postalCode: '02-600', zone }, 40))).toBeNull();
    expect(selectBelowMinimumMessage(stateOf(initialCheckoutState, 1))).toBeNull();
  });

  it('make delivery free from the threshold on and say how far it is', () => {
    const zone: ZoneResult = { ok: true, zone: { zone: 'A', price: 10, minimumOrder: 20, freeDeliveryFrom: 150 } };
    const below = stateOf({ postalCode: '00-950', zone }, 137.5);
    expect(selectDeliveryPrice(below)).toBe(10);
    expect(normalizeSpaces(selectFreeDeliveryNote(below)!)).toBe('do darmowej dostawy brakuje 12,50 zł');
    const from = stateOf({ postalCode: '00-950', zone }, 150);
    expect(selectDeliveryPrice(from)).toBe(0);
    expect(normalizeSpaces(selectFreeDeliveryNote(from)!)).toBe('darmowa dostawa od 150,00 zł');
  });

  it('give nothing while the zone is unknown', () => {
    const state = stateOf(initialCheckoutState);
    expect(selectDeliveryZone(state)).toBeNull();
    expect(selectDeliveryPrice(state)).toBeNull();
    expect(selectOutOfZoneMessage(state)).toBeNull();
    expect(selectZoneUnchecked(state)).toBe(false);
  });

  it("tell a definite 'outside the zones' with the server's message", () => {
    const state = stateOf({ postalCode: '99-999', zone: outside });
    expect(selectDeliveryPrice(state)).toBeNull();
    expect(selectOutOfZoneMessage(state)).toBe('Nie dowozimy pod ten adres.');
    expect(selectIsOutOfZone(state)).toBe(true);
    expect(selectZoneUnchecked(state)).toBe(false);
  });

  it('tell a lookup that could not be made apart from one outside the zones', () => {
    const state = stateOf({ postalCode: '00-001', zone: unchecked });
    expect(selectDeliveryPrice(state)).toBeNull();
    expect(selectIsOutOfZone(state)).toBe(false);
    expect(selectZoneUnchecked(state)).toBe(true);
  });
});

describe('checkDeliveryZone', () => {
  it('asks the server about a valid code and keeps the answer in the store', async () => {
    const getDeliveryZone = jest.fn().mockResolvedValue(PLAIN_ZONE_B);
    const store = withCheckout(makeTestStore({ getDeliveryZone }).store);
    await store.dispatch(checkDeliveryZone(' 01-100 '));
    expect(getDeliveryZone).toHaveBeenCalledWith('01-100');
    expect(store.getState().checkout).toEqual({ postalCode: '01-100', zone: zoneB });
  });

  it('asks nothing about an incomplete code and forgets the zone', async () => {
    const getDeliveryZone = jest.fn().mockResolvedValue(PLAIN_ZONE_A);
    const store = withCheckout(makeTestStore({ getDeliveryZone }).store, { postalCode: '00-001', zone: zoneA });
    expect(store.getState().checkout.zone).toBe(zoneA);
    await store.dispatch(checkDeliveryZone('00-00'));
    expect(getDeliveryZone).not.toHaveBeenCalled();
    expect(store.getState().checkout).toEqual(initialCheckoutState);
  });

  it("keeps the server's 'outside the zones' answer", async () => {
    const error = new ShopApiError(422, 'Nie dowozimy pod ten adres.', '/shop/delivery-zone', 'OUT_OF_ZONE', 'postalCode');
    const store = withCheckout(makeTestStore({ getDeliveryZone: jest.fn().mockRejectedValue(error) }).store);
    await store.dispatch(checkDeliveryZone('99-999'));
    expect(selectOutOfZoneMessage(store.getState())).toBe('Nie dowozimy pod ten adres.');
  });
});

describe('submitOrder and the zone', () => {
  it('forgets the zone once the order is placed', async () => {
    const placed = { id: 'ABCDEFGH23', total: 35 } as unknown as PlacedOrder;
    localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki', price: 12.5, quantity: 2 }]));
    const store = withCheckout(
      makeTestStore({ placeOrder: jest.fn().mockResolvedValue(placed) }, { basket: { items: [{ id: 2001, name: 'Maki', price: 12.5, quantity: 2 }], totalPrice: 25, fulfilment: 'delivery' } }).store,
      { postalCode: '00-001', zone: zoneA },
    );
    expect(await store.dispatch(submitOrder(VALID_CHECKOUT_FORM))).toMatchObject({ ok: true });
    expect(store.getState().checkout).toEqual(initialCheckoutState);
  });
});

describe('the zone across the checkout pages', () => {
  it('is known on the payment page as soon as it opens after the summary (same store, no reload)', async () => {
    localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }]));
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    let answer: (zone: unknown) => void = () => undefined;
    const getDeliveryZone = jest
      .fn()
      .mockResolvedValueOnce(PLAIN_ZONE_A)
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { store } = makeTestStore({ getDeliveryZone });
    expect('checkout' in store.getState()).toBe(false); // a page's first load has no checkout reducer

    const summary = render(
      <RootWrapper store={store}>
        <SummaryPage />
      </RootWrapper>,
    );
    await settle();
    await settle();
    expect(screen.getByText('Strefa dostawy: A')).toBeInTheDocument();
    summary.unmount();

    render(
      <RootWrapper store={store}>
        <PaymentPage />
      </RootWrapper>,
    );
    await settle();
    // The payment page asks again, and shows the zone it knows while the answer is on its way.
    expect(getDeliveryZone).toHaveBeenCalledTimes(2);
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 35,00 zł');
    answer(PLAIN_ZONE_A);
    await settle();
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 35,00 zł');
  });

  it('is not kept across a reload: a new store asks the server again', () => {
    const store = withCheckout(makeTestStore().store);
    expect(store.getState().checkout).toEqual(initialCheckoutState);
  });

  it('is added once per store, keeping the rest of the state and the zone already known', () => {
    const store = withCheckout(makeTestStore().store, { postalCode: '00-001', zone: zoneA });
    const before = store.getState();
    withCheckout(store);
    expect(store.getState()).toBe(before);
  });
});

import { DEFAULT_DELIVERY_TERMS } from '../../../domain/rules/delivery-terms';
import {
  initialPricesState,
  pickupTermsSet,
  pricesReducer,
  pricesSet,
  selectDeliveryEnabled,
  selectDeliveryTerms,
  selectPickupTerms,
} from '../../../src/features/prices/prices-slice';
import { loadDeliveryPrices, loadPickupTerms, reloadFulfilmentTerms } from '../../../src/features/prices/prices-thunks';
import { DEMO_PICKUP, makeTestStore, PLAIN_DELIVERY } from '../../support/fake-services';

const TERMS = { zoneA: 12.5, zoneB: 0, minimumOrderA: 20, minimumOrderB: 39.99, freeDeliveryFromA: 150, freeDeliveryFromB: null };

describe('delivery terms', () => {
  it('start at the defaults: 10 and 20 zł, no minimum, never free', () => {
    expect(pricesReducer(undefined, { type: '@@INIT' })).toEqual({
      zones: {
        A: { priceGrosze: 1000, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
        B: { priceGrosze: 2000, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
      },
      deliveryEnabled: true,
      pickup: null,
    });
  });

  it('the answer in zł replaces every zone, kept in grosze', () => {
    const state = pricesReducer(initialPricesState, pricesSet(TERMS));
    expect(selectDeliveryTerms({ prices: state })).toEqual({
      A: { priceGrosze: 1250, minimumOrderGrosze: 2000, freeDeliveryFromGrosze: 15000 },
      B: { priceGrosze: 0, minimumOrderGrosze: 3999, freeDeliveryFromGrosze: null },
    });
  });

  it('ignores a malformed answer', () => {
    const bad = [
      null,
      {},
      { zoneA: 10, zoneB: 20 }, // an API from before the minimums
      { ...TERMS, zoneA: '12' },
      { ...TERMS, zoneB: Number.NaN },
      { ...TERMS, minimumOrderA: -1 },
      { ...TERMS, freeDeliveryFromB: undefined },
      { ...TERMS, freeDeliveryFromA: 'never' },
    ];
    for (const answer of bad) expect(pricesReducer(initialPricesState, pricesSet(answer as never))).toBe(initialPricesState);
  });

  it('loads the terms through the shop API', async () => {
    const { store } = makeTestStore({ getDeliveryPrices: jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, zoneA: 15, zoneB: 25 }) });
    await store.dispatch(loadDeliveryPrices());
    expect(selectDeliveryTerms(store.getState()).A.priceGrosze).toBe(1500);
    expect(selectDeliveryTerms(store.getState()).B.priceGrosze).toBe(2500);
  });

  it('only logs a failure and keeps the defaults', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore({ getDeliveryPrices: jest.fn().mockRejectedValue(new Error('down')) });
    await expect(store.dispatch(loadDeliveryPrices())).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error while getting delivery prices.', expect.any(Error));
    expect(selectDeliveryTerms(store.getState())).toBe(DEFAULT_DELIVERY_TERMS);
    log.mockRestore();
  });
});

describe('which ways are offered, and pickup\'s terms (D95)', () => {
  it('delivery is on until /delivery/ says enabled: false; an API from before pickup sends no flag and delivers', () => {
    const off = pricesReducer(initialPricesState, pricesSet({ ...TERMS, enabled: false } as never));
    expect(selectDeliveryEnabled({ prices: off })).toBe(false);
    expect(selectDeliveryTerms({ prices: off }).A.priceGrosze).toBe(1250);
    expect(selectDeliveryEnabled({ prices: pricesReducer(off, pricesSet(TERMS)) })).toBe(true);
  });

  it('pickup is unknown until GET /shop/pickup answers, then kept in grosze', () => {
    expect(selectPickupTerms({ prices: initialPricesState })).toBeNull();
    const state = pricesReducer(initialPricesState, pickupTermsSet({ ...DEMO_PICKUP, minimumOrder: 19.99 }));
    expect(selectPickupTerms({ prices: state })).toEqual({ enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrderGrosze: 1999 });
  });

  it('ignores a malformed pickup answer', () => {
    const bad = [null, {}, { ...DEMO_PICKUP, enabled: 'yes' }, { ...DEMO_PICKUP, discountPercent: 10.5 }, { ...DEMO_PICKUP, minimumOrder: -1 }];
    for (const answer of bad) expect(pricesReducer(initialPricesState, pickupTermsSet(answer as never))).toBe(initialPricesState);
  });

  it('asks both routes again when a choosing screen opens; a failure is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getDeliveryPrices = jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, enabled: false });
    const { store } = makeTestStore({ getDeliveryPrices, getPickupSettings: jest.fn().mockResolvedValue(DEMO_PICKUP) });
    await store.dispatch(reloadFulfilmentTerms());
    expect(selectDeliveryEnabled(store.getState())).toBe(false);
    expect(selectPickupTerms(store.getState())?.enabled).toBe(true);

    const failing = makeTestStore({ getPickupSettings: jest.fn().mockRejectedValue(new Error('down')) }).store;
    await expect(failing.dispatch(loadPickupTerms())).resolves.toBeUndefined();
    expect(selectPickupTerms(failing.getState())).toBeNull();
    expect(log).toHaveBeenCalledWith('Error while getting the pickup terms.', expect.any(Error));
    log.mockRestore();
  });
});

import { DEFAULT_DELIVERY_TERMS } from '../../../domain/rules/delivery-terms';
import { initialPricesState, pricesReducer, pricesSet, selectDeliveryTerms } from '../../../src/features/prices/prices-slice';
import { loadDeliveryPrices } from '../../../src/features/prices/prices-thunks';
import { makeTestStore, PLAIN_DELIVERY } from '../../support/fake-services';

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

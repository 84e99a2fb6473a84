import {
  ZONE_A,
  ZONE_B,
  initialPricesState,
  pricesReducer,
  pricesSet,
  selectDeliveryPrices,
  selectZoneA,
  selectZoneB,
} from '../../../src/features/prices/prices-slice';
import { loadDeliveryPrices } from '../../../src/features/prices/prices-thunks';
import { makeTestStore } from '../../support/fake-services';

describe('prices', () => {
  it('start at the defaults ZONE_A 10 and ZONE_B 20', () => {
    expect(ZONE_A).toBe(10);
    expect(ZONE_B).toBe(20);
    expect(pricesReducer(undefined, { type: '@@INIT' })).toEqual({ zoneA: 10, zoneB: 20 });
  });

  it('set prices replaces both zones', () => {
    const state = pricesReducer(initialPricesState, pricesSet({ zoneA: 12.5, zoneB: 0 }));
    expect(state).toEqual({ zoneA: 12.5, zoneB: 0 });
    const root = { prices: state };
    expect(selectDeliveryPrices(root)).toEqual({ zoneA: 12.5, zoneB: 0 });
    expect(selectZoneA(root)).toBe(12.5);
    expect(selectZoneB(root)).toBe(0);
  });

  it('ignores a malformed answer', () => {
    for (const bad of [null, {}, { zoneA: '12', zoneB: 20 }, { zoneA: 1, zoneB: Number.NaN }, { zoneA: -1, zoneB: 2 }]) {
      expect(pricesReducer(initialPricesState, pricesSet(bad as never))).toBe(initialPricesState);
    }
  });

  it('loads the prices through the shop API', async () => {
    const { store } = makeTestStore({ getDeliveryPrices: jest.fn().mockResolvedValue({ zoneA: 15, zoneB: 25 }) });
    await store.dispatch(loadDeliveryPrices());
    expect(store.getState().prices).toEqual({ zoneA: 15, zoneB: 25 });
  });

  it('only logs a failure and keeps the defaults', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore({ getDeliveryPrices: jest.fn().mockRejectedValue(new Error('down')) });
    await expect(store.dispatch(loadDeliveryPrices())).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error while getting delivery prices.', expect.any(Error));
    expect(store.getState().prices).toEqual({ zoneA: 10, zoneB: 20 });
    log.mockRestore();
  });
});

import { loadBuildData } from '../../../src/features/seo/build-data';
import { seedSiteBuildData as seedBuildData } from '../../../server/src/db/seed/site-build-data';
import { listedItems } from '../../../src/features/seo/prerendered';
import { seedContent } from '../../../server/src/db/seed/content-data';
import { seedMenu } from '../../../server/src/db/seed/menu-data';
import type { ShopApi } from '../../../src/lib/shop-api';
import { menuItem } from '../../support/fake-services';
import { RESTAURANT_FACTS } from '../../support/restaurant-fixtures';

describe('build data of the pre-rendered pages', () => {
  it('uses the seed when no API URL is configured, and says so', async () => {
    const log = jest.fn();
    const data = await loadBuildData({ seed: seedBuildData, log });
    expect(data.source).toBe('seed');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/seed data/));
  });

  it('turns the seed into the lists the API serves: visible sets and products, every ingredient with its flag', () => {
    const data = seedBuildData();
    const visibleIds = (type: string) =>
      seedMenu.filter((i) => String(i.id)[0] === type && i.isVisible).map((i) => i.id);
    expect(data.menu.sets.map((i) => i.id)).toEqual(visibleIds('3'));
    expect(data.menu.products.map((i) => i.id)).toEqual(visibleIds('2'));
    expect(data.menu.ingredients.map((i) => i.id)).toEqual(seedMenu.filter((i) => String(i.id)[0] === '1').map((i) => i.id));
    // Prices in zł, as the site reads them.
    const first = seedMenu.find((i) => i.id === data.menu.sets[0].id)!;
    expect(data.menu.sets[0].price).toBe(first.priceGrosze / 100);
    expect(data.restaurantMenu.products.map((i) => i.id)).toEqual(
      seedMenu.filter((i) => String(i.id)[0] === '2' && i.inRestaurantMenu).map((i) => i.id),
    );
    expect(data.openingHours).toHaveLength(7);
    expect(data.openingHours[0]).toEqual(seedContent.openingHours[0]);
    expect(data.carousel.map((s) => s.image)).toEqual(seedContent.carousel.map((s) => s.image));
    expect(data.welcome).toEqual(seedContent.welcomeText);
    expect(data.notice).toEqual(seedContent.notice);
  });

  it('lists on the page exactly what the live menu lists: no hidden item, no bare ingredient', () => {
    const items = listedItems(seedBuildData().menu);
    const hidden = seedMenu.filter((i) => !i.isVisible || i.category === 'ingredient').map((i) => i.id);
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => hidden.includes(i.id))).toBe(false);
  });

  const RESTAURANT_FROM_API = { ...RESTAURANT_FACTS, hours: 'wt.–niedz. 10:00–20:00' };
  /** GET /delivery/ as an API from before pickup answers it: no `enabled`. */
  const DELIVERY_TERMS = { zoneA: 10, zoneB: 20, minimumOrderA: 0, minimumOrderB: 0, freeDeliveryFromA: null, freeDeliveryFromB: null };

  const fakeApi = (overrides: Partial<ShopApi> = {}): ShopApi => {
    const list = [menuItem({ id: 3001, name: 'Zestaw z API', category: 'zestaw', price: 99 })];
    return {
      getSets: async () => list,
      getProducts: async () => [],
      getIngredients: async () => [],
      getMenuSets: async () => list,
      getMenuProducts: async () => [],
      getMenuIngredients: async () => [],
      getCarousel: async () => [],
      getWelcomeText: async () => ({ title: 'Witamy z API', text: 'Tekst z API' }),
      getNotice: async () => ({ text: 'Komunikat z API', isVisible: true, isSystemClose: false, extra: 'x' }),
      getRestaurantInfo: async () => RESTAURANT_FROM_API,
      getDeliveryPrices: async () => ({ ...DELIVERY_TERMS, enabled: true }),
      getPickupSettings: async () => ({ enabled: false, preparationMinutes: 20, discountPercent: 0, minimumOrder: 0 }),
      getOpeningHours: async () => ({
        timeZone: 'Europe/Warsaw',
        days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, name: '', open: day === 1 ? null : '10:00', close: day === 1 ? null : '20:00' })),
        summary: '',
        openNow: true,
        deliveryTimeRules: { minLeadMinutes: 45, maxDaysAhead: 7, stepMinutes: 15 },
      }),
      ...overrides,
    } as unknown as ShopApi;
  };

  it('takes the lists and hours from a reachable API', async () => {
    const log = jest.fn();
    const data = await loadBuildData({ seed: seedBuildData, api: fakeApi(), apiUrl: 'http://127.0.0.1:1', log });
    expect(data.source).toBe('api');
    expect(data.menu.sets[0].name).toBe('Zestaw z API');
    expect(data.openingHours[0]).toBeNull();
    expect(data.openingHours[1]).toEqual({ open: '10:00', close: '20:00' });
    expect(data.welcome).toEqual({ title: 'Witamy z API', text: 'Tekst z API' });
    expect(data.notice).toEqual({ text: 'Komunikat z API', isVisible: true, isSystemClose: false });
    expect(data.restaurant).toEqual(RESTAURANT_FROM_API);
    expect(data.fulfilments).toEqual(['delivery']);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/shop API at http:\/\/127\.0\.0\.1:1/));
  });

  it('knows the ways of ordering on offer: /delivery/ enabled and /shop/pickup enabled; the seed offers both (D95)', async () => {
    const fulfilments = async (overrides: Partial<ShopApi>) => {
      const data = await loadBuildData({ seed: seedBuildData, api: fakeApi(overrides), apiUrl: 'http://127.0.0.1:1' });
      expect(data.source).toBe('api');
      return data.fulfilments;
    };
    const pickupOn = async () => ({ enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrder: 20 });
    expect(await fulfilments({ getPickupSettings: pickupOn })).toEqual(['delivery', 'pickup']);
    expect(await fulfilments({ getPickupSettings: pickupOn, getDeliveryPrices: async () => ({ ...DELIVERY_TERMS, enabled: false }) })).toEqual(['pickup']);
    // A /delivery/ without `enabled` (an API from before pickup) delivers.
    expect(await fulfilments({ getDeliveryPrices: async () => DELIVERY_TERMS })).toEqual(['delivery']);
    expect(seedBuildData().fulfilments).toEqual(['delivery', 'pickup']);
  });

  it('falls back to the seed when the API fails or does not answer in time', async () => {
    const failing = await loadBuildData({ seed: seedBuildData, api: fakeApi({ getProducts: async () => Promise.reject(new Error('ECONNREFUSED')) }) });
    expect(failing.source).toBe('seed');
    const silent = await loadBuildData({ seed: seedBuildData, api: fakeApi({ getCarousel: () => new Promise(() => undefined) }), timeoutMs: 50 });
    expect(silent.source).toBe('seed');
  });

  it('falls back to the seed when nothing listens at the configured URL', async () => {
    const log = jest.fn();
    // Port 9 (discard) on loopback: refused at once on this machine.
    const started = Date.now();
    const data = await loadBuildData({ seed: seedBuildData, apiUrl: 'http://127.0.0.1:9', log, timeoutMs: 2000 });
    expect(data.source).toBe('seed');
    // At once: the build does not sit through the browser client's retry backoff.
    expect(Date.now() - started).toBeLessThan(500);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/not usable/));
  });
});

/**
 * Build-time data for the pre-rendered pages (only gatsby-node.ts imports this; it never
 * reaches a browser bundle). The shop API's public lists when an API URL is configured for
 * the build and answers; otherwise the seed data the API itself starts from, which gatsby-node.ts
 * hands in (server/src/db/seed/site-build-data.ts: the site never imports the server).
 */
import { offeredFulfilments, pickupTermsFromZloty, type Fulfilment } from '../../../domain/rules/fulfilment';
import { createShopApi, type ShopApi } from '../../lib/shop-api';
import type { CarouselSlide, MenuItem, Notice, RestaurantInfo, WelcomeText } from '../../lib/shop-api-types';
import type { MenuLists } from '../menu';
import type { WeekHours } from './prerendered';

export interface BuildData {
  /** Where the data came from, for the build log. */
  source: 'api' | 'seed';
  menu: MenuLists;
  restaurantMenu: MenuLists;
  openingHours: WeekHours;
  carousel: CarouselSlide[];
  welcome: WelcomeText;
  /** The system notice: pre-rendered open on shop pages, so a phone shows it with the first paint. */
  notice: Notice;
  /** The restaurant's facts and hours every page's footer shows (D68). */
  restaurant: RestaurantInfo;
  /** The ways of receiving an order switched on (D95): the JSON-LD's order action names them. */
  fulfilments: Fulfilment[];
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

async function fetchBuildData(api: ShopApi): Promise<BuildData> {
  const [sets, products, ingredients, menuSets, menuProducts, menuIngredients, hours, carousel, welcome, notice, restaurant, delivery, pickup] = await Promise.all([
    api.getSets(),
    api.getProducts(),
    api.getIngredients(),
    api.getMenuSets(),
    api.getMenuProducts(),
    api.getMenuIngredients(),
    api.getOpeningHours(),
    api.getCarousel(),
    api.getWelcomeText(),
    api.getNotice(),
    api.getRestaurantInfo(),
    api.getDeliveryPrices(),
    api.getPickupSettings(),
  ]);
  const lists = [sets, products, ingredients, menuSets, menuProducts, menuIngredients];
  if (!lists.every(Array.isArray) || !Array.isArray(hours?.days) || !Array.isArray(carousel) || typeof welcome?.text !== 'string' || typeof notice?.text !== 'string' || typeof restaurant?.nip !== 'string' || typeof pickup?.enabled !== 'boolean') {
    throw new Error('the API answered with something other than the menu lists');
  }
  // GET /delivery/ says `enabled: false` while the restaurant offers pickup only.
  const deliveryEnabled = (delivery as { enabled?: unknown } | undefined)?.enabled !== false;
  const byDay = new Map(hours.days.map((d) => [d.day, d]));
  return {
    source: 'api',
    menu: { sets, products, ingredients },
    restaurantMenu: { sets: menuSets, products: menuProducts, ingredients: menuIngredients },
    // ISO weekdays 1 (Monday) .. 7 (Sunday); a day without both times is closed.
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const d = byDay.get(day);
      return d?.open && d.close ? { open: d.open, close: d.close } : null;
    }),
    carousel,
    welcome: { title: welcome.title, text: welcome.text },
    notice: { text: notice.text, isVisible: notice.isVisible === true, isSystemClose: notice.isSystemClose === true },
    restaurant,
    fulfilments: offeredFulfilments({ deliveryEnabled, pickup: pickupTermsFromZloty(pickup) }),
  };
}

export interface LoadBuildDataOptions {
  /** Origin of a running shop API (SHOP_API_URL or GATSBY_SHOP_API_URL); none = the seed. */
  apiUrl?: string;
  shopBase?: string;
  timeoutMs?: number;
  /** Tests hand in a fake; the build uses the real client (src/lib/shop-api.ts). */
  api?: ShopApi;
  log?: (message: string) => void;
  /** The data when no API is configured or usable: the demo restaurant's seed. */
  seed: () => BuildData;
  /**
   * A publish (SHOP_API_REQUIRED=true): the pages must show the shop's live data, so an API
   * that does not answer fails the build instead of pre-rendering the demo seed.
   */
  required?: boolean;
}

export async function loadBuildData({
  apiUrl,
  shopBase,
  timeoutMs = 5000,
  api,
  log = () => undefined,
  required = false,
  seed,
}: LoadBuildDataOptions): Promise<BuildData> {
  const origin = apiUrl?.trim().replace(/\/+$/, '');
  if (!api && !origin) {
    if (required) throw new Error('SHOP_API_REQUIRED: no SHOP_API_URL to read the shop data from');
    log('Pre-rendered menu: seed data (no SHOP_API_URL or GATSBY_SHOP_API_URL for the build).');
    return seed();
  }
  try {
    // One attempt: the build does not wait out the browser's retry backoff; the seed stands in.
    const client = api ?? createShopApi({ baseUrl: origin, shopBase, retry: { maxAttempts: 1 } });
    const data = await withTimeout(fetchBuildData(client), timeoutMs);
    log(`Pre-rendered menu: shop API at ${origin ?? 'the given client'}.`);
    return data;
  } catch (error) {
    if (required) throw new Error(`SHOP_API_REQUIRED: the shop API at ${origin ?? 'the given client'} is not usable: ${error instanceof Error ? error.message : String(error)}`);
    log(`Pre-rendered menu: seed data (shop API at ${origin ?? 'the given client'} not usable: ${error instanceof Error ? error.message : String(error)}).`);
    return seed();
  }
}

/**
 * Texts and switches the restaurant edits: notice, welcome text, delivery prices and zones,
 * opening hours, carousel, instagram.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { carouselSlides, instagramEntries, settings } from '../db/schema';
import { seedContent } from '../db/seed/content-data';
import type { DeliveryZoneRules } from '../lib/delivery-zones';
import type { OpeningHours } from '../lib/opening-hours';

export interface Notice {
  text: string;
  isVisible: boolean;
  isSystemClose: boolean;
}
export interface WelcomeText {
  title: string;
  text: string;
}
export interface DeliveryPrices {
  zoneAGrosze: number;
  zoneBGrosze: number;
}

export interface SettingValues {
  notice: Notice;
  welcomeText: WelcomeText;
  delivery: DeliveryPrices;
  deliveryZones: DeliveryZoneRules;
  openingHours: OpeningHours;
  seededAt: string;
}

/**
 * What applies when the restaurant never set a value: shop open, spec's delivery defaults.
 * Zones and hours default to the demo restaurant's, so a database seeded before they existed
 * keeps taking orders.
 */
export const SETTING_DEFAULTS: Omit<SettingValues, 'seededAt'> = {
  notice: { text: '', isVisible: false, isSystemClose: false },
  welcomeText: { title: '', text: '' },
  delivery: { zoneAGrosze: 1000, zoneBGrosze: 2000 },
  deliveryZones: seedContent.deliveryZones,
  openingHours: seedContent.openingHours,
};

export function createContentRepository(db: Database) {
  async function get<K extends keyof typeof SETTING_DEFAULTS>(key: K): Promise<SettingValues[K]> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    return (row?.value as SettingValues[K] | undefined) ?? (SETTING_DEFAULTS[key] as SettingValues[K]);
  }

  type Key = keyof typeof SETTING_DEFAULTS;
  /** Several settings in one query: placing an order needs four of them. */
  async function getMany<K extends Key>(...keys: K[]): Promise<Pick<SettingValues, K>> {
    const rows = await db.select().from(settings).where(inArray(settings.key, keys));
    const found = new Map(rows.map((r) => [r.key, r.value]));
    return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? SETTING_DEFAULTS[k]])) as Pick<SettingValues, K>;
  }

  return {
    get,
    getMany,

    async isSeeded(): Promise<boolean> {
      const [row] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, 'seededAt'));
      return Boolean(row);
    },

    async set<K extends keyof SettingValues>(key: K, value: SettingValues[K]): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },

    carousel() {
      return db.select().from(carouselSlides).orderBy(asc(carouselSlides.position), asc(carouselSlides.id));
    },

    instagram() {
      return db.select().from(instagramEntries).orderBy(desc(instagramEntries.postedAt));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

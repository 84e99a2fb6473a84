/**
 * Texts and switches the restaurant edits: notice, welcome text, delivery prices and zones,
 * opening hours, carousel.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { carouselSlides, settings } from '../db/schema';
import { seedContent } from '../db/seed/content-data';
import type { DeliveryZoneRules } from '../../../domain/rules/delivery-zones';
import type { OpeningHours } from '../../../domain/rules/opening-hours';
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { DEFAULT_DELIVERY_TERMS, type DeliveryTerms } from '../../../domain/rules/delivery-terms';
import { DEFAULT_FULFILMENT_TERMS, type FulfilmentTerms } from '../../../domain/rules/fulfilment';
import type { LastBackup } from '../../../domain/contract/settings';
import { recordAudit, type AuditAction } from './audit-repository';

export interface Notice {
  text: string;
  isVisible: boolean;
  isSystemClose: boolean;
}
export interface WelcomeText {
  title: string;
  text: string;
}
export interface CarouselSlideInput {
  title: string;
  text: string;
  image: string;
  link: string;
}

/** Who changes a setting and when; `show` turns a stored value into what the audit log keeps (e.g. zł). */
export interface StaffChange<T> {
  action: AuditAction;
  by: string;
  at: Date;
  show?: (value: T) => unknown;
}

export interface SettingValues {
  notice: Notice;
  restaurant: RestaurantFacts;
  welcomeText: WelcomeText;
  delivery: DeliveryTerms;
  /** Delivery and pickup switched on or off, and pickup's terms (D95). */
  fulfilment: FulfilmentTerms;
  deliveryZones: DeliveryZoneRules;
  openingHours: OpeningHours;
  /** Written by `npm run backup` / restore (server/src/backup/last-backup.ts), not by staff. */
  lastBackup: LastBackup | null;
  seededAt: string;
}

/**
 * What applies when the restaurant never set a value: shop open, spec's delivery prices with
 * no minimum order.
 * Zones and hours default to the demo restaurant's, so a database seeded before they existed
 * keeps taking orders.
 */
export const SETTING_DEFAULTS: Omit<SettingValues, 'seededAt'> = {
  notice: { text: '', isVisible: false, isSystemClose: false },
  // Placeholders until staff fill them in (a production publish refuses them: D68).
  restaurant: seedContent.restaurant,
  welcomeText: { title: '', text: '' },
  delivery: DEFAULT_DELIVERY_TERMS,
  fulfilment: DEFAULT_FULFILMENT_TERMS,
  deliveryZones: seedContent.deliveryZones,
  openingHours: seedContent.openingHours,
  lastBackup: null,
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

    /**
     * A staff change: the new value and its audit record in one transaction, the old value
     * read under a row lock so two staff members saving at once each record what they replaced.
     */
    async update<K extends Key>(key: K, value: SettingValues[K], change: StaffChange<SettingValues[K]>): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
        const before = (row?.value as SettingValues[K] | undefined) ?? (SETTING_DEFAULTS[key] as SettingValues[K]);
        await tx
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
        const show = change.show ?? ((v: SettingValues[K]) => v);
        await recordAudit(tx, { action: change.action, by: change.by, at: change.at, before: show(before), after: show(value) });
      });
    },

    /** Replaces all slides (the panel edits the list as a whole, order included); returns them with their new ids. */
    async replaceCarousel(slides: CarouselSlideInput[], change: Omit<StaffChange<never>, 'action' | 'show'>) {
      return db.transaction(async (tx) => {
        // Locks the table against a second save at the same moment, so the before of each is exact.
        await tx.execute(sql`lock table ${carouselSlides} in share row exclusive mode`);
        const old = await tx.select().from(carouselSlides).orderBy(asc(carouselSlides.position), asc(carouselSlides.id));
        await tx.delete(carouselSlides);
        const saved =
          slides.length === 0
            ? []
            : await tx
                .insert(carouselSlides)
                .values(slides.map((slide, position) => ({ ...slide, position })))
                .returning();
        saved.sort((a, b) => a.position - b.position);
        const plain = (rows: typeof old) => rows.map(({ id, title, text, image, link }) => ({ id, title, text, image, link }));
        await recordAudit(tx, { action: 'carousel', by: change.by, at: change.at, before: plain(old), after: plain(saved) });
        return plain(saved);
      });
    },

    carousel() {
      return db.select().from(carouselSlides).orderBy(asc(carouselSlides.position), asc(carouselSlides.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

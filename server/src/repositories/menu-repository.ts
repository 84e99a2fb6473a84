/** Reads the menu: items with their set contents, in display order. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { menuItems, setContents } from '../db/schema';
import { menuChangedMessage, notifyStatement } from '../events/order-events';
import { recordAudit } from './audit-repository';

export type MenuItemRow = typeof menuItems.$inferSelect & {
  contents: { itemId: number; quantity: number }[];
};

/** What staff may change on an item; soldOutOn is a Warsaw date or null. */
export interface MenuItemPatch {
  isVisible?: boolean;
  soldOutOn?: string | null;
  priceGrosze?: number;
  desc?: string;
  allergens?: string[];
  mayContain?: string[];
  diet?: string;
}

type MenuItemRecord = typeof menuItems.$inferSelect;

export function createMenuRepository(db: Database) {
  return {
    async listItems(): Promise<MenuItemRow[]> {
      const [items, contents] = await Promise.all([
        db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
        db.select().from(setContents),
      ]);
      const bySet = new Map<number, { itemId: number; quantity: number }[]>();
      for (const c of contents) {
        const list = bySet.get(c.setId) ?? [];
        list.push({ itemId: c.itemId, quantity: c.quantity });
        bySet.set(c.setId, list);
      }
      return items.map((item) => ({ ...item, contents: bySet.get(item.id) ?? [] }));
    },

    async findByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(menuItems).where(inArray(menuItems.id, ids));
    },

    /**
     * A staff change of one item and its audit record in one transaction; `show` gives the
     * audit log's view of the fields (zł, 'sold out today'). Undefined when there is no such item.
     */
    async updateItem(
      id: number,
      patch: MenuItemPatch,
      change: { by: string; at: Date; show: (item: MenuItemRecord) => Record<string, unknown> },
    ): Promise<MenuItemRecord | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
        if (!old) return undefined;
        // clock_timestamp(), not now(): the catalog of other instances notices a change by a
        // newer updatedAt, and now() is the (possibly older) start of this transaction.
        const [updated] = await tx
          .update(menuItems)
          .set({ ...patch, updatedAt: sql`clock_timestamp()` })
          .where(eq(menuItems.id, id))
          .returning();
        // Only the fields this change named: the log reads as "price 32 → 34", not a whole item.
        const pick = (item: MenuItemRecord) => {
          const shown = change.show(item);
          const keys = Object.keys(patch).map((k) => (k === 'priceGrosze' ? 'price' : k === 'soldOutOn' ? 'soldOutToday' : k));
          return Object.fromEntries(keys.map((k) => [k, shown[k]]));
        };
        await recordAudit(tx, { action: 'menu-item', target: String(id), by: change.by, at: change.at, before: pick(old), after: pick(updated) });
        await tx.execute(notifyStatement(menuChangedMessage(id)));
        return updated;
      });
    },

    /** Changes whenever an item is added, removed or edited; cheap enough to poll. */
    async version(): Promise<string> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, latest: sql<string>`coalesce(max(${menuItems.updatedAt}), 'epoch')::text` })
        .from(menuItems);
      return `${row.count}:${row.latest}`;
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;

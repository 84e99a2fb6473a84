/** Reads the menu: items with their set contents, in display order. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { menuItems, setContents } from '../db/schema';

export type MenuItemRow = typeof menuItems.$inferSelect & {
  contents: { itemId: number; quantity: number }[];
};

export type ItemType = 'ingredient' | 'product' | 'set';

/** The first digit of an id gives the type: 1 ingredient, 2 product, 3 set. */
export function itemTypeOf(id: number): ItemType | undefined {
  const first = String(id)[0];
  return first === '1' ? 'ingredient' : first === '2' ? 'product' : first === '3' ? 'set' : undefined;
}

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

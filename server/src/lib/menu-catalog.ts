/**
 * The menu lists as the site reads them, rendered once to JSON and served from memory with
 * an ETag. A customer's phone revalidates with If-None-Match and usually gets a 304.
 * The lists are rebuilt when this instance changes the menu (invalidate) or when the
 * database shows a change made elsewhere (checked at most every `recheckMs`).
 */
import { createHash } from 'node:crypto';
import { groszeToZloty } from './money';
import { itemTypeOf, type MenuItemRow, type MenuRepository } from '../repositories/menu-repository';

export const MENU_LISTS = [
  'sushiSet',
  'product',
  'ingredient',
  'menu/sushiSet',
  'menu/product',
  'menu/ingredient',
] as const;
export type MenuListName = (typeof MENU_LISTS)[number];

export interface RenderedList {
  body: string;
  etag: string;
}

export interface MenuItemJson {
  id: number;
  name: string;
  category: string;
  price: number;
  description: string[];
  desc: string;
  image: string;
  isVisible: boolean;
  allergens: string[];
  contents?: { id: number; name: string; quantity: number }[];
}

const TYPE_OF_LIST = { sushiSet: 'set', product: 'product', ingredient: 'ingredient' } as const;

function toJson(item: MenuItemRow, names: Map<number, string>, isVisible: boolean): MenuItemJson {
  const json: MenuItemJson = {
    id: item.id,
    name: item.name,
    category: item.category,
    price: groszeToZloty(item.priceGrosze),
    description: item.description,
    desc: item.desc,
    image: item.image,
    isVisible,
    allergens: item.allergens,
  };
  if (itemTypeOf(item.id) === 'set') {
    json.contents = item.contents.map((c) => ({ id: c.itemId, name: names.get(c.itemId) ?? '', quantity: c.quantity }));
  }
  return json;
}

/**
 * Online lists: sets and products the shop sells now; every ingredient with its flag (the
 * site filters by isVisible, spec section 5). Restaurant-menu lists: what the dining room
 * serves, each marked visible there.
 */
export function renderLists(items: MenuItemRow[]): Record<MenuListName, MenuItemJson[]> {
  const names = new Map(items.map((i) => [i.id, i.name]));
  const lists = {} as Record<MenuListName, MenuItemJson[]>;
  for (const [list, type] of Object.entries(TYPE_OF_LIST) as [keyof typeof TYPE_OF_LIST, string][]) {
    const ofType = items.filter((i) => itemTypeOf(i.id) === type);
    lists[list] = ofType
      .filter((i) => type === 'ingredient' || i.isVisible)
      .map((i) => toJson(i, names, i.isVisible));
    lists[`menu/${list}`] = ofType.filter((i) => i.inRestaurantMenu).map((i) => toJson(i, names, true));
  }
  return lists;
}

export function createMenuCatalog(repo: MenuRepository, opts: { recheckMs?: number } = {}) {
  const recheckMs = opts.recheckMs ?? 5000;
  let rendered: Record<MenuListName, RenderedList> | undefined;
  let version: string | undefined;
  let checkedAt = 0;
  let pending: Promise<void> | undefined;

  async function rebuild(): Promise<void> {
    const [items, currentVersion] = await Promise.all([repo.listItems(), repo.version()]);
    const lists = renderLists(items);
    const next = {} as Record<MenuListName, RenderedList>;
    for (const name of MENU_LISTS) {
      const body = JSON.stringify(lists[name]);
      next[name] = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    rendered = next;
    version = currentVersion;
    checkedAt = Date.now();
  }

  async function refreshIfStale(): Promise<void> {
    if (rendered && Date.now() - checkedAt < recheckMs) return;
    if (!rendered) return rebuild();
    checkedAt = Date.now();
    if ((await repo.version()) !== version) await rebuild();
  }

  return {
    async get(name: MenuListName): Promise<RenderedList> {
      // Concurrent requests share one refresh instead of each querying the database.
      pending ??= refreshIfStale().finally(() => (pending = undefined));
      await pending;
      return rendered![name];
    },
    /** Called after this instance changes the menu, so the next request sees it at once. */
    invalidate(): void {
      rendered = undefined;
    },
  };
}

export type MenuCatalog = ReturnType<typeof createMenuCatalog>;

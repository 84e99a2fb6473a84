/**
 * The menu lists as the site reads them, rendered once to JSON and served from memory with
 * an ETag. A customer's phone revalidates with If-None-Match and usually gets a 304.
 * The lists are rebuilt when this instance changes the menu (invalidate), when the database
 * shows a change made elsewhere (checked at most every `recheckMs`) and when the Warsaw date
 * changes (an item sold out for yesterday is for sale again, and its ETag must say so).
 */
import { createHash } from 'node:crypto';
import { groszeToZloty } from '../../../domain/rules/money';
import { warsawDate } from '../../../domain/rules/shop-date';
import { itemTypeOf } from '../../../domain/rules/menu-catalogue';
import { deriveSetFacts, isDiet, type Diet, type DerivedSetFacts, type DietaryItem } from '../../../domain/rules/allergens';
import type { MenuItemRow, MenuRepository } from '../repositories/menu-repository';

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
  /** A set's derived from its contents (D99). */
  allergens: string[];
  mayContain: string[];
  diet: Diet;
  /** Staff marked it sold out for today (Warsaw date); orders with it are refused. */
  soldOut: boolean;
  contents?: { id: number; name: string; quantity: number }[];
}

const TYPE_OF_LIST = { sushiSet: 'set', product: 'product', ingredient: 'ingredient' } as const;

/** Sold out on this Warsaw date ('YYYY-MM-DD'). */
export const isSoldOut = (item: { soldOutOn: string | null }, today: string): boolean => item.soldOutOn === today;

/** Looks items up for deriveSetFacts. */
export function dietaryLookup(items: readonly MenuItemRow[]): (id: number) => DietaryItem | undefined {
  const byId = new Map(items.map((i) => [i.id, i]));
  return (id) => byId.get(id);
}

/** An item's allergens, traces and diet as customers read them: a set's derived, anything else as staff set it. */
export function dietaryFactsOf(item: MenuItemRow, lookup: (id: number) => DietaryItem | undefined): Pick<DerivedSetFacts, 'allergens' | 'mayContain' | 'diet'> {
  if (itemTypeOf(item.id) === 'set') {
    const { allergens, mayContain, diet } = deriveSetFacts(item.id, lookup);
    return { allergens, mayContain, diet };
  }
  return { allergens: item.allergens, mayContain: item.mayContain, diet: isDiet(item.diet) ? item.diet : 'none' };
}

function toJson(
  item: MenuItemRow,
  names: Map<number, string>,
  lookup: (id: number) => DietaryItem | undefined,
  isVisible: boolean,
  today: string,
): MenuItemJson {
  const json: MenuItemJson = {
    id: item.id,
    name: item.name,
    category: item.category,
    price: groszeToZloty(item.priceGrosze),
    description: item.description,
    desc: item.desc,
    image: item.image,
    isVisible,
    ...dietaryFactsOf(item, lookup),
    soldOut: isSoldOut(item, today),
  };
  if (itemTypeOf(item.id) === 'set') {
    json.contents = item.contents.map((c) => ({ id: c.itemId, name: names.get(c.itemId) ?? '', quantity: c.quantity }));
  }
  return json;
}

/**
 * Online lists: sets and products the shop sells now; every ingredient with its flag (the
 * site filters by isVisible, docs/behaviour.md §5). Restaurant-menu lists: what the dining room
 * serves, each marked visible there.
 */
export function renderLists(items: MenuItemRow[], today: string): Record<MenuListName, MenuItemJson[]> {
  const names = new Map(items.map((i) => [i.id, i.name]));
  const lookup = dietaryLookup(items);
  const lists = {} as Record<MenuListName, MenuItemJson[]>;
  for (const [list, type] of Object.entries(TYPE_OF_LIST) as [keyof typeof TYPE_OF_LIST, string][]) {
    const ofType = items.filter((i) => itemTypeOf(i.id) === type);
    lists[list] = ofType
      .filter((i) => type === 'ingredient' || i.isVisible)
      .map((i) => toJson(i, names, lookup, i.isVisible, today));
    lists[`menu/${list}`] = ofType.filter((i) => i.inRestaurantMenu).map((i) => toJson(i, names, lookup, true, today));
  }
  return lists;
}

export function createMenuCatalog(repo: MenuRepository, opts: { recheckMs?: number; now?: () => Date } = {}) {
  const recheckMs = opts.recheckMs ?? 5000;
  // Formatting the Warsaw date cost more than the rest of a menu request (bench/api-throughput.ts):
  // the date cannot change within a second, so it is formatted at most once a second.
  let todayCache = { second: Number.NaN, date: '' };
  const today = () => {
    const at = (opts.now ?? (() => new Date()))();
    const second = Math.floor(at.getTime() / 1000);
    if (second !== todayCache.second) todayCache = { second, date: warsawDate(at) };
    return todayCache.date;
  };
  let rendered: Record<MenuListName, RenderedList> | undefined;
  /** The Warsaw date the lists were rendered for. */
  let renderedFor = '';
  let version: string | undefined;
  let checkedAt = 0;
  let pending: Promise<void> | undefined;
  // Bumped by invalidate(): a rebuild that started before a change must not store what it read.
  let generation = 0;

  async function rebuild(date: string): Promise<void> {
    const started = generation;
    const [items, currentVersion] = await Promise.all([repo.listItems(), repo.version()]);
    const lists = renderLists(items, date);
    const next = {} as Record<MenuListName, RenderedList>;
    for (const name of MENU_LISTS) {
      const body = JSON.stringify(lists[name]);
      next[name] = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    if (started !== generation) return;
    rendered = next;
    renderedFor = date;
    version = currentVersion;
    checkedAt = Date.now();
  }

  async function refreshIfStale(): Promise<void> {
    const date = today();
    if (!rendered || renderedFor !== date) return rebuild(date);
    if (Date.now() - checkedAt < recheckMs) return;
    checkedAt = Date.now();
    if ((await repo.version()) !== version) await rebuild(date);
  }

  return {
    async get(name: MenuListName): Promise<RenderedList> {
      // Concurrent requests share one refresh instead of each querying the database; a refresh
      // overtaken by invalidate() stores nothing, and the next round reads the change.
      for (let attempt = 0; ; attempt++) {
        pending ??= refreshIfStale().finally(() => (pending = undefined));
        await pending;
        if (rendered && (renderedFor === today() || attempt >= 3)) return rendered[name];
      }
    },
    /** Called after this instance changes the menu, so the next request sees it at once. */
    invalidate(): void {
      generation++;
      rendered = undefined;
    },
  };
}

export type MenuCatalog = ReturnType<typeof createMenuCatalog>;

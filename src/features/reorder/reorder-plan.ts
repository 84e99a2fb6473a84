/**
 * 'Zamów ponownie' as a pure rule: the lines of a past order against what the menu sells today
 * and what the basket already holds give the lines to add (today's menu item, so today's
 * price), the items gone from the menu, those sold out today, the prices that changed since,
 * and the lines the basket's per-line limit cut short. No state, no Redux: reorder-thunks.ts
 * fetches the menu and dispatches the basket's own events.
 */
import { isOrderable } from '../../../domain/rules/menu-catalogue';
import { zlotyToGrosze } from '../../../domain/rules/money';
import type { MenuItem, OrderViewItem } from '../../lib/shop-api-types';
import { MAX_QUANTITY, type BasketItem } from '../basket';

/** What the order needs of a line: both the customer's own and the public view of an order have it. */
export type OrderedLine = Pick<OrderViewItem, 'id' | 'name' | 'price' | 'quantity'>;

export interface LineToAdd {
  /** Today's menu item: the basket takes its price, name and picture. */
  item: MenuItem;
  quantity: number;
}

/** zł, as the order and the menu send them. */
export interface PriceSinceOrder {
  name: string;
  before: number;
  now: number;
}

/** A line the basket could not take whole: `added` of `ordered` pieces went in. */
export interface CutShortLine {
  name: string;
  ordered: number;
  added: number;
}

export interface ReorderPlan {
  toAdd: LineToAdd[];
  /** Names (as the order has them) of items no longer on the menu. */
  gone: string[];
  /** Names of items on the menu but sold out today. */
  soldOut: string[];
  /** Lines added at a price other than the order's. */
  priceChanges: PriceSinceOrder[];
  /** Lines that hit MAX_QUANTITY together with what the basket held. */
  cutShort: CutShortLine[];
}

/** The same item twice in one order (an old order, a hand-made one) counts as one line. */
function mergeById(lines: readonly OrderedLine[]): OrderedLine[] {
  const byId = new Map<number, OrderedLine>();
  for (const line of lines) {
    const seen = byId.get(line.id);
    byId.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...byId.values()];
}

/**
 * `menu`: today's lists as the API sends them. An item not in them, hidden or a bare ingredient
 * is gone (isOrderable, the menu's own rule); one there but `soldOut` is sold out for today (the
 * menu's flag, which the basket refuses as well).
 */
export function planReorder(ordered: readonly OrderedLine[], menu: readonly MenuItem[], basket: readonly BasketItem[]): ReorderPlan {
  const onSale = new Map(menu.filter(isOrderable).map((item) => [item.id, item]));
  const held = new Map(basket.map((line) => [line.id, line.quantity]));
  const plan: ReorderPlan = { toAdd: [], gone: [], soldOut: [], priceChanges: [], cutShort: [] };

  for (const line of mergeById(ordered)) {
    const item = onSale.get(line.id);
    if (!item) {
      plan.gone.push(line.name);
      continue;
    }
    if (item.soldOut === true) {
      plan.soldOut.push(item.name);
      continue;
    }
    const room = Math.max(0, MAX_QUANTITY - (held.get(line.id) ?? 0));
    const quantity = Math.min(line.quantity, room);
    if (quantity < line.quantity) plan.cutShort.push({ name: item.name, ordered: line.quantity, added: quantity });
    if (quantity === 0) continue;
    plan.toAdd.push({ item, quantity });
    if (zlotyToGrosze(item.price) !== zlotyToGrosze(line.price)) {
      plan.priceChanges.push({ name: item.name, before: line.price, now: item.price });
    }
  }
  return plan;
}

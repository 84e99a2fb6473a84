/**
 * Prices an order from the server's own menu. What the client says an item costs is only
 * compared, never charged: a difference is reported back so the customer sees the new price.
 */
import { MAX_QUANTITY } from '../../../domain/rules/order-limits';
import { zlotyToGrosze } from '../../../domain/rules/money';

export interface RequestedItem {
  id: number;
  quantity: number;
  /** The unit price in zł the customer saw, if the client sent it. */
  price?: number;
}

export interface MenuPrice {
  id: number;
  name: string;
  priceGrosze: number;
  isVisible: boolean;
}

export interface PricedLine {
  itemId: number;
  name: string;
  unitPriceGrosze: number;
  quantity: number;
}

export interface PriceChange {
  id: number;
  name: string;
  sentPriceGrosze: number;
  priceGrosze: number;
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; itemsTotalGrosze: number; priceChanges: PriceChange[] }
  | { ok: false; unavailable: { index: number; id: number }[]; tooMany: { id: number; quantity: number }[] };


export function priceOrder(requested: RequestedItem[], menu: MenuPrice[]): PricingResult {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const unavailable = requested
    .map((r, index) => ({ index, id: r.id }))
    .filter(({ id }) => !byId.get(id)?.isVisible);

  // The same item twice (two tabs, an old basket) becomes one line with the summed quantity.
  const merged = new Map<number, RequestedItem>();
  for (const item of requested) {
    const seen = merged.get(item.id);
    merged.set(item.id, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  const tooMany = [...merged.values()]
    .filter((m) => m.quantity > MAX_QUANTITY)
    .map(({ id, quantity }) => ({ id, quantity }));
  if (unavailable.length > 0 || tooMany.length > 0) return { ok: false, unavailable, tooMany };

  const lines: PricedLine[] = [];
  const priceChanges: PriceChange[] = [];
  for (const item of merged.values()) {
    const menuItem = byId.get(item.id)!;
    lines.push({ itemId: item.id, name: menuItem.name, unitPriceGrosze: menuItem.priceGrosze, quantity: item.quantity });
    if (item.price !== undefined && zlotyToGrosze(item.price) !== menuItem.priceGrosze) {
      priceChanges.push({
        id: item.id,
        name: menuItem.name,
        sentPriceGrosze: zlotyToGrosze(item.price),
        priceGrosze: menuItem.priceGrosze,
      });
    }
  }
  const itemsTotalGrosze = lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
  return { ok: true, lines, itemsTotalGrosze, priceChanges };
}

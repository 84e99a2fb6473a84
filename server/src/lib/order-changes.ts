/**
 * The pure rules of a change by phone (D97): which parts of an order a change really alters
 * (stored with their before and after), the prices the lines keep, and what a change does to
 * money already paid online. No database here: the repository and the route apply them.
 */
import { estimatedDeliveryAt } from '../../../domain/rules/order-lifecycle';
import type { DeliveryAddress, DeliveryTime, OrderLine, StatusHistoryEntry } from '../repositories/order-rows';
import type { MenuPrice } from './order-pricing';

/** The parts staff may change, in the order the panel and the e-mail name them. */
export const ORDER_PARTS = ['items', 'address', 'deliveryTime', 'notes'] as const;
export type OrderPart = (typeof ORDER_PARTS)[number];

export interface OrderParts {
  lines: OrderLine[];
  address: DeliveryAddress;
  deliveryTime: DeliveryTime;
  notes: string;
}

/** A part as order_changes stores it: plain JSON, times as ISO strings. */
function partJson(parts: OrderParts, part: OrderPart): unknown {
  switch (part) {
    case 'items':
      return parts.lines.map(({ itemId, name, unitPriceGrosze, quantity }) => ({ itemId, name, unitPriceGrosze, quantity }));
    case 'address':
      return { ...parts.address };
    case 'deliveryTime':
      return parts.deliveryTime.type === 'scheduled' ? { type: 'scheduled', at: parts.deliveryTime.at.toISOString() } : { type: 'asap' };
    case 'notes':
      return parts.notes;
  }
}

export interface PartsDiff {
  changed: OrderPart[];
  before: Partial<Record<OrderPart, unknown>>;
  after: Partial<Record<OrderPart, unknown>>;
}

/** The parts that differ, each with its value before and after; a part sent unchanged is not a change. */
export function diffOrderParts(before: OrderParts, after: OrderParts): PartsDiff {
  const diff: PartsDiff = { changed: [], before: {}, after: {} };
  for (const part of ORDER_PARTS) {
    const was = partJson(before, part);
    const is = partJson(after, part);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    diff.changed.push(part);
    diff.before[part] = was;
    diff.after[part] = is;
  }
  return diff;
}

/**
 * The menu a changed list of lines is priced from: an item the order already holds keeps the
 * unit price (and name) it was ordered at, and stays orderable even if hidden since, so adding a
 * soup never re-prices the sushi the customer was quoted; other items come from today's menu.
 */
export function menuWithKeptLines(menu: readonly MenuPrice[], kept: readonly OrderLine[]): MenuPrice[] {
  const keptIds = new Set(kept.map((l) => l.itemId));
  return [
    ...menu.filter((m) => !keptIds.has(m.id)),
    ...kept.map((l) => ({ id: l.itemId, name: l.name, priceGrosze: l.unitPriceGrosze, isVisible: true })),
  ];
}

/**
 * Whether a requested quantity of an item asks the kitchen for more than the order already
 * holds: only more of an item is refused when it is sold out (what the order holds is the
 * kitchen's already).
 */
export function asksForMore(itemId: number, quantity: number, kept: readonly OrderLine[]): boolean {
  const held = kept.filter((l) => l.itemId === itemId).reduce((sum, l) => sum + l.quantity, 0);
  return quantity > held;
}

/**
 * What a change does to an order paid online: a lower total gives the difference back (a partial
 * refund), the same total nothing; a higher one cannot be charged on the same payment, so it is
 * refused (staff take a second order for the extra items).
 */
export function paidChangeOutcome(totalBeforeGrosze: number, totalAfterGrosze: number): { refundGrosze: number } | 'would-rise' {
  if (totalAfterGrosze > totalBeforeGrosze) return 'would-rise';
  return { refundGrosze: totalBeforeGrosze - totalAfterGrosze };
}

/** A whole refund (a rejected order) after partial ones: what is left of the payment. */
export const remainingRefundGrosze = (paidGrosze: number, partiallyRefundedGrosze: number): number => Math.max(0, paidGrosze - partiallyRefundedGrosze);

/**
 * When an accepted order is expected after its time changed: the estimate staff gave still
 * counts from the acceptance, and a chosen time later than that wins (as on acceptance). An
 * order not accepted yet has no estimate.
 */
export function estimateAfterTimeChange(
  order: { estimatedMinutes: number | null; estimatedDeliveryAt: Date | null; statusHistory: StatusHistoryEntry[] },
  deliveryTime: DeliveryTime,
): Date | null {
  const accepted = order.statusHistory.filter((h) => h.status === 'accepted').at(-1);
  if (!accepted || order.estimatedMinutes === null) return order.estimatedDeliveryAt;
  return estimatedDeliveryAt(accepted.at, order.estimatedMinutes, deliveryTime.type === 'scheduled' ? deliveryTime.at : null);
}

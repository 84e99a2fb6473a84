/**
 * Turns a stored order into what each reader may see: zł instead of grosze, the public id
 * only. The public view is built field by field (not by deleting from the full one), so a
 * column added later never leaks onto the shared order page by accident.
 */
import { groszeToZloty } from '../../../../domain/rules/money';
import type { StoredOrder } from '../../repositories/order-repository';
import type { OrderView, PublicOrderView, StaffOrderView } from '../../../../domain/contract/order';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function toPublicOrderView(order: StoredOrder): PublicOrderView {
  return {
    id: order.publicId,
    status: order.status,
    source: order.source,
    fulfilment: order.fulfilment,
    createdAt: order.createdAt.toISOString(),
    items: order.lines.map((l) => ({
      id: l.itemId,
      name: l.name,
      price: groszeToZloty(l.unitPriceGrosze),
      quantity: l.quantity,
    })),
    itemsTotal: groszeToZloty(order.itemsTotalGrosze),
    deliveryZone: order.deliveryZone,
    deliveryPrice: groszeToZloty(order.deliveryPriceGrosze),
    discount: groszeToZloty(order.discountGrosze),
    promoCode: order.promoCode,
    promoDiscount: groszeToZloty(order.promoDiscountGrosze),
    total: groszeToZloty(order.totalGrosze),
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    deliveryTime: order.deliveryTime.type === 'scheduled' ? { type: 'scheduled', at: order.deliveryTime.at.toISOString() } : { type: 'asap', at: null },
    estimatedMinutes: order.estimatedMinutes,
    estimatedDeliveryAt: iso(order.estimatedDeliveryAt),
    // Street and city confirm where the food goes; name, phone, e-mail and postal code stay private.
    address: { street: order.address.street, city: order.address.city },
    statusHistory: order.statusHistory.map((h) => ({
      status: h.status,
      at: h.at.toISOString(),
      note: h.note,
      estimatedMinutes: h.estimatedMinutes,
    })),
    // What changed and the totals, not why or who: the reason is staff's own note (D97).
    changes: order.changes.map((c) => ({
      at: c.at.toISOString(),
      changed: c.changed,
      totalBefore: groszeToZloty(c.totalBeforeGrosze),
      totalAfter: groszeToZloty(c.totalAfterGrosze),
    })),
    partialRefunds: order.partialRefunds.map((r) => ({ amount: groszeToZloty(r.amountGrosze), state: r.state === 'done' ? 'done' : 'pending' })),
  };
}

/** For the customer who placed the order: the answer to POST /order and their history. */
export function toOrderView(order: StoredOrder): OrderView {
  return {
    ...toPublicOrderView(order),
    address: { ...order.address },
    customer: { ...order.customer },
    notes: order.notes,
    adultConfirmed: order.adultConfirmed,
  };
}

/** For restaurant staff: everything, including who changed each status. */
export function toStaffOrderView(order: StoredOrder): StaffOrderView {
  return {
    ...toOrderView(order),
    termsAcceptedAt: iso(order.termsAcceptedAt),
    statusHistory: order.statusHistory.map((h) => ({
      status: h.status,
      at: h.at.toISOString(),
      note: h.note,
      estimatedMinutes: h.estimatedMinutes,
      changedBy: h.changedBy,
    })),
    changes: order.changes.map((c) => ({
      at: c.at.toISOString(),
      changed: c.changed,
      totalBefore: groszeToZloty(c.totalBeforeGrosze),
      totalAfter: groszeToZloty(c.totalAfterGrosze),
      reason: c.reason,
      changedBy: c.changedBy,
    })),
  };
}

/** Turns a stored order into what customers see: zł instead of grosze, public id only. */
import { groszeToZloty } from '../../lib/money';
import type { StoredOrder } from '../../repositories/order-repository';
import type { OrderViewJson } from '../schemas';

export function toOrderView(order: StoredOrder): OrderViewJson {
  return {
    id: order.publicId,
    status: order.status,
    source: order.source,
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
    total: groszeToZloty(order.totalGrosze),
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    customer: order.customer,
    statusHistory: order.statusHistory.map((h) => ({ status: h.status, note: h.note, at: h.at.toISOString() })),
  };
}

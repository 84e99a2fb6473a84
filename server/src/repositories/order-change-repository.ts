/**
 * A change by phone (D97), in one transaction under the order's row lock, so two staff members
 * changing one order, or a change racing a status change, never lose each other's work: the
 * order's parts and money replaced, a row of its history (order_changes), the audit entry, the
 * e-mail 'Zmiana zamówienia' when it has an address, a partial refund when a paid total fell,
 * and the events that re-render the order page and the board (delivered on commit only).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderChanges, orderItems, orders } from '../db/schema';
import { notifyStatement, orderStatusMessage, staffOrderMessage } from '../events/order-events';
import { diffOrderParts, estimateAfterTimeChange, paidChangeOutcome } from '../lib/order-changes';
import { isChangeableStatus } from '../../../domain/rules/order-lifecycle';
import { groszeToZloty } from '../../../domain/rules/money';
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { recordAudit } from './audit-repository';
import { writeOutboxMails } from './outbox-repository';
import { queuePartialRefund } from './payment-repository';
import { addressLine, hydrateOrders, type DeliveryAddress, type DeliveryTime, type OrderLine, type StoredOrder } from './order-rows';

/** The order after a change: its parts and its money, as the order's rules priced them. */
export interface ChangedOrder {
  lines: OrderLine[];
  address: DeliveryAddress;
  deliveryZone: string;
  deliveryPriceGrosze: number;
  /** Every discount: pickup's and the promo code's. */
  discountGrosze: number;
  /** The promo code's part, repriced on the new lines (D105); 0 without a code. */
  promoDiscountGrosze: number;
  deliveryTime: DeliveryTime;
  notes: string;
  adultConfirmed: boolean;
  /** Left below the minimum order: why, and by how much (audited). */
  belowMinimum?: { reason: string; missingGrosze: number };
}

export interface OrderChangeRequest {
  /** Why, as staff wrote it (the order's history; not shown to the customer). */
  reason: string;
  /** Staff e-mail. */
  by: string;
  at: Date;
  /** The restaurant's facts the e-mail names (D72). */
  facts: RestaurantFacts;
  /** The changed order, worked out from the order as it is under the lock; throws to refuse (nothing is stored). */
  apply(current: StoredOrder): ChangedOrder;
}

export type OrderChangeResult =
  | { ok: true; order: StoredOrder; refundGrosze: number }
  | { ok: false; error: 'not_found' }
  | { ok: false; error: 'locked'; status: string }
  | { ok: false; error: 'nothing_changed' }
  | { ok: false; error: 'paid_total_would_rise'; totalBeforeGrosze: number; totalAfterGrosze: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Refusal = Exclude<OrderChangeResult, { ok: true }>;

export async function changeOrder(db: Database, publicId: string, request: OrderChangeRequest): Promise<OrderChangeResult> {
  const { at, by } = request;
  const outcome = await db.transaction(async (tx: Tx): Promise<Refusal | { ok: true; refundGrosze: number }> => {
    const [row] = await tx.select().from(orders).where(eq(orders.publicId, publicId)).for('update');
    if (!row) return { ok: false, error: 'not_found' };
    // Unpaid online orders are not the kitchen's yet; from the road (or the counter) on, the order is as it is.
    if (!isChangeableStatus(row.status)) return { ok: false, error: 'locked', status: row.status };
    const [current] = await hydrateOrders(tx as unknown as Database, [row]);
    // The code's discount before and after, for an order that holds one (D105).
    const promoAudit = (grosze: number) => (row.promoCode ? { promoDiscount: groszeToZloty(grosze) } : {});
    const next = request.apply(current);
    const diff = diffOrderParts(current, next);
    if (diff.changed.length === 0) return { ok: false, error: 'nothing_changed' };

    const itemsTotalGrosze = next.lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
    const totalGrosze = itemsTotalGrosze + next.deliveryPriceGrosze - next.discountGrosze;
    let refundGrosze = 0;
    if (row.paymentState === 'paid') {
      const money = paidChangeOutcome(row.totalGrosze, totalGrosze);
      if (money === 'would-rise') return { ok: false, error: 'paid_total_would_rise', totalBeforeGrosze: row.totalGrosze, totalAfterGrosze: totalGrosze };
      refundGrosze = money.refundGrosze;
    }
    const estimate = diff.changed.includes('deliveryTime') ? estimateAfterTimeChange(current, next.deliveryTime) : row.estimatedDeliveryAt;

    await tx
      .update(orders)
      .set({
        ...next.address,
        customer: { ...row.customer, address: addressLine(next.address) },
        deliveryZone: next.deliveryZone,
        deliveryPriceGrosze: next.deliveryPriceGrosze,
        discountGrosze: next.discountGrosze,
        promoDiscountGrosze: next.promoDiscountGrosze,
        itemsTotalGrosze,
        totalGrosze,
        deliveryType: next.deliveryTime.type,
        deliveryAt: next.deliveryTime.type === 'scheduled' ? next.deliveryTime.at : null,
        notes: next.notes,
        adultConfirmed: next.adultConfirmed,
        estimatedDeliveryAt: estimate,
      })
      .where(eq(orders.id, row.id));
    if (diff.changed.includes('items')) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, row.id));
      await tx.insert(orderItems).values(next.lines.map((line, position) => ({ orderId: row.id, position, ...line })));
    }
    if (refundGrosze > 0) await queuePartialRefund(tx, row.id, refundGrosze, at);
    await tx.insert(orderChanges).values({
      orderId: row.id,
      changed: diff.changed,
      before: diff.before,
      after: diff.after,
      reason: request.reason,
      changedBy: by,
      totalBeforeGrosze: row.totalGrosze,
      totalAfterGrosze: totalGrosze,
      at,
    });
    await recordAudit(tx, {
      action: 'order-change',
      target: publicId,
      by,
      at,
      before: { ...diff.before, total: groszeToZloty(row.totalGrosze), ...promoAudit(row.promoDiscountGrosze) },
      after: {
        ...diff.after,
        total: groszeToZloty(totalGrosze),
        ...promoAudit(next.promoDiscountGrosze),
        reason: request.reason,
        ...(refundGrosze > 0 ? { refund: groszeToZloty(refundGrosze) } : {}),
        ...(next.belowMinimum ? { belowMinimumReason: next.belowMinimum.reason, missingForMinimum: groszeToZloty(next.belowMinimum.missingGrosze) } : {}),
      },
    });
    if (row.customer.email) {
      const change = { changed: diff.changed, totalBeforeGrosze: row.totalGrosze, totalAfterGrosze: totalGrosze, refundGrosze };
      await writeOutboxMails(tx, row.id, [{ kind: 'order-changed', recipient: row.customer.email, snapshot: { facts: request.facts, change } }]);
    }
    // The status stays; the event tells the open order page to read the whole order again.
    await tx.execute(notifyStatement(staffOrderMessage({ id: publicId, status: row.status, at: at.toISOString() })));
    await tx.execute(
      notifyStatement(
        orderStatusMessage({
          id: publicId,
          status: row.status,
          at: at.toISOString(),
          note: '',
          estimatedMinutes: row.estimatedMinutes,
          estimatedDeliveryAt: estimate?.toISOString() ?? null,
        }),
      ),
    );
    return { ok: true, refundGrosze };
  });
  if (!outcome.ok) return outcome;
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId));
  const [order] = await hydrateOrders(db, [row]);
  return { ok: true, order, refundGrosze: outcome.refundGrosze };
}

/**
 * How often a code is held now, and what a customer ordered before (D105): the orders that
 * count (not rejected, not expired unpaid, not refunded: such an order gives its use back by
 * itself). Read inside the transaction that stores the order, after the code's row is locked.
 */
import { and, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { USE_RETURNED_PAYMENT_STATES, USE_RETURNED_STATUSES, type PromoUsage } from '../../../domain/rules/promotions';

/** An order that holds its code's use, and is a customer's earlier order. */
export const countedOrder = (): SQL =>
  and(notInArray(orders.status, [...USE_RETURNED_STATUSES]), notInArray(orders.paymentState, [...USE_RETURNED_PAYMENT_STATES]))!;

/** Normalised contacts (promoContactEmail, promoContactPhone); '' is unknown and matches nobody. */
export interface PromoContact {
  email: string;
  phone: string;
}

/** Orders from this e-mail or phone; undefined when neither is known. */
export function sameCustomer(contact: PromoContact): SQL | undefined {
  const matches = [contact.email ? eq(orders.contactEmail, contact.email) : undefined, contact.phone ? eq(orders.contactPhone, contact.phone) : undefined].filter(
    (m): m is SQL => m !== undefined,
  );
  return matches.length > 0 ? or(...matches) : undefined;
}

export async function readPromoUsage(db: Pick<Database, 'select'>, code: string, contact: PromoContact): Promise<PromoUsage> {
  const customer = sameCustomer(contact);
  const held = eq(orders.promoCode, code);
  const [row] = await db
    .select({
      uses: sql<number>`count(*) filter (where ${held})`.mapWith(Number),
      customerUses: customer ? sql<number>`count(*) filter (where ${held} and (${customer}))`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      customerOrders: customer ? sql<number>`count(*) filter (where ${customer})`.mapWith(Number) : sql<number>`0`.mapWith(Number),
    })
    .from(orders)
    .where(and(countedOrder(), customer ? or(held, customer) : held));
  return { uses: row?.uses ?? 0, customerUses: row?.customerUses ?? 0, customerOrders: row?.customerOrders ?? 0 };
}

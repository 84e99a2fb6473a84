/** Orders with their lines and status history. Prices here are already the server's own. */
import { desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, orderStatusHistory } from '../db/schema';
import { notifyStatement, orderStatusMessage, staffOrderMessage } from '../events/order-events';
import { canTransition, estimatedDeliveryAt, UNPAID_STATUSES, type OrderStatus } from '../../../domain/rules/order-lifecycle';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { statusMails } from '../mail/order-mails';
import { recordAudit } from './audit-repository';
import { writeOutboxMails } from './outbox-repository';
import { queueRefundOfPaidOrder } from './payment-repository';
import { hydrateOrders, type StoredOrder } from './order-rows';
import { insertOrders, type NewOrder, type PromoRefused } from './order-insert';
import { changeOrder, type OrderChangeRequest } from './order-change-repository';

export type { StoredOrder } from './order-rows';
export type { NewOrder, PromoRefused } from './order-insert';
export type { ChangedOrder, OrderChangeRequest, OrderChangeResult } from './order-change-repository';

export interface StatusChange {
  status: OrderStatus;
  estimatedMinutes?: number;
  reason?: string;
  /** Staff e-mail, kept for audit. */
  by: string;
  at: Date;
  /** The restaurant's facts the customer's e-mail about the change names (D72). */
  facts: RestaurantFacts;
}

/** A new order stored (or the first one under its key), or its promo code's refusal: nothing stored (D105). */
export type StoredOutcome = { order: StoredOrder; created: boolean } | PromoRefused;

export type StatusChangeResult =
  | { ok: true; order: StoredOrder }
  | { ok: false; error: 'not_found' }
  | { ok: false; error: 'illegal_transition'; from: string };

export function createOrderRepository(db: Database) {
  async function findBy(column: typeof orders.id | typeof orders.publicId | typeof orders.idempotencyKey, value: string) {
    const rows = await db.select().from(orders).where(eq(column, value));
    return (await hydrateOrders(db, rows))[0];
  }

  /** Full orders whose column is one of the values, by that value. */
  async function byColumn(column: typeof orders.publicId | typeof orders.idempotencyKey, values: string[]): Promise<Map<string, StoredOrder>> {
    if (values.length === 0) return new Map();
    const rows = await db.select().from(orders).where(inArray(column, values));
    const key = column === orders.publicId ? (r: (typeof rows)[number]) => r.publicId : (r: (typeof rows)[number]) => r.idempotencyKey!;
    const full = await hydrateOrders(db, rows);
    return new Map(rows.map((r, i) => [key(r), full[i]]));
  }

  return {
    findByPublicId: (publicId: string) => findBy(orders.publicId, publicId),
    /** By the internal id (the outbox's reference). */
    findById: (id: string) => findBy(orders.id, id),
    findByIdempotencyKey: (key: string) => findBy(orders.idempotencyKey, key),

    /**
     * Stores the order, or returns the first order stored under the same idempotency key
     * (a retried submission), so a customer who taps twice or retries pays once.
     */
    async create(order: NewOrder): Promise<StoredOutcome> {
      const [insertedId] = await db.transaction((tx) => insertOrders(tx as unknown as Database, [order]));
      if (typeof insertedId === 'object') return insertedId;
      if (insertedId) return { order: (await findBy(orders.publicId, insertedId))!, created: true };
      return { order: (await findBy(orders.idempotencyKey, order.idempotencyKey!))!, created: false };
    },

    /** The first orders stored under these keys (retries), by key. */
    async findByIdempotencyKeys(keys: string[]): Promise<Map<string, StoredOrder>> {
      return byColumn(orders.idempotencyKey, keys);
    },

    /**
     * Several orders in one transaction (D76), each as create() stores it; in the same order the
     * answers. One failing fails them all: the caller then stores them one by one.
     */
    async createMany(list: NewOrder[]): Promise<StoredOutcome[]> {
      if (list.length === 0) return [];
      const inserted = await db.transaction((tx) => insertOrders(tx as unknown as Database, list));
      const byId = await byColumn(orders.publicId, inserted.filter((id): id is string => typeof id === 'string'));
      const byKey = await byColumn(orders.idempotencyKey, list.filter((_, i) => !inserted[i]).map((o) => o.idempotencyKey!));
      return list.map((o, i) => {
        const answer = inserted[i];
        if (typeof answer === 'object') return answer;
        return answer ? { order: byId.get(answer)!, created: true } : { order: byKey.get(o.idempotencyKey!)!, created: false };
      });
    },

    /** A change by phone while the order is new or accepted (D97): order-change-repository.ts. */
    change: (publicId: string, request: OrderChangeRequest) => changeOrder(db, publicId, request),

    /** A customer's orders, newest first, rows [from, till). */
    async listByCustomer(email: string, from: number, till: number): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerEmail, email))
        .orderBy(desc(orders.createdAt), desc(orders.publicId))
        .offset(from)
        .limit(till - from);
      return hydrateOrders(db, rows);
    },

    /** The most recent orders, newest first, optionally only those in the given statuses. */
    async listRecent(statuses: OrderStatus[] | undefined, limit: number): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        // Unpaid online orders are not the kitchen's yet.
        .where(statuses ? inArray(orders.status, statuses) : notInArray(orders.status, [...UNPAID_STATUSES]))
        .orderBy(desc(orders.createdAt), desc(orders.publicId))
        .limit(limit);
      return hydrateOrders(db, rows);
    },

    /**
     * Moves an order to its next status under a row lock (two staff members clicking at once
     * cannot both win), records the change in the history and announces it to subscribers.
     */
    async changeStatus(publicId: string, change: StatusChange): Promise<StatusChangeResult> {
      const result = await db.transaction(async (tx): Promise<StatusChangeResult | undefined> => {
        const [row] = await tx
          .select({
            id: orders.id,
            status: orders.status,
            fulfilment: orders.fulfilment,
            deliveryAt: orders.deliveryAt,
            estimatedMinutes: orders.estimatedMinutes,
            estimatedDeliveryAt: orders.estimatedDeliveryAt,
            customer: orders.customer,
            paymentState: orders.paymentState,
          })
          .from(orders)
          .where(eq(orders.publicId, publicId))
          .for('update');
        if (!row) return { ok: false, error: 'not_found' };
        if (!canTransition(row.status, change.status, row.fulfilment as Fulfilment)) return { ok: false, error: 'illegal_transition', from: row.status };

        // The estimate is given on acceptance and stays the order's estimate afterwards.
        const accepted = change.status === 'accepted' && change.estimatedMinutes !== undefined;
        const minutes = accepted ? change.estimatedMinutes! : row.estimatedMinutes;
        const estimate = accepted ? estimatedDeliveryAt(change.at, minutes!, row.deliveryAt) : row.estimatedDeliveryAt;
        await tx
          .update(orders)
          .set({ status: change.status, estimatedMinutes: minutes, estimatedDeliveryAt: estimate })
          .where(eq(orders.id, row.id));
        // A paid order the kitchen will not make: its money goes back (the payments job asks P24).
        if (change.status === 'rejected' && row.paymentState === 'paid') await queueRefundOfPaidOrder(tx, row.id);
        const note = change.reason?.trim() ?? '';
        await tx.insert(orderStatusHistory).values({
          orderId: row.id,
          status: change.status,
          note,
          estimatedMinutes: change.estimatedMinutes ?? null,
          changedBy: change.by,
          at: change.at,
        });
        await writeOutboxMails(
          tx,
          row.id,
          statusMails(change.status, row.customer.email, {
            facts: change.facts,
            ...(change.status === 'accepted' && minutes !== null ? { estimatedMinutes: minutes, estimatedDeliveryAt: estimate?.toISOString() } : {}),
            ...(change.status === 'rejected' ? { reason: note } : {}),
          }),
        );
        await recordAudit(tx, {
          action: 'order-status',
          target: publicId,
          by: change.by,
          at: change.at,
          before: { status: row.status },
          after: {
            status: change.status,
            ...(change.estimatedMinutes !== undefined ? { estimatedMinutes: change.estimatedMinutes } : {}),
            ...(note ? { reason: note } : {}),
          },
        });
        await tx.execute(notifyStatement(staffOrderMessage({ id: publicId, status: change.status, at: change.at.toISOString() })));
        await tx.execute(
          notifyStatement(
            orderStatusMessage({
              id: publicId,
              status: change.status,
              at: change.at.toISOString(),
              note,
              estimatedMinutes: minutes,
              estimatedDeliveryAt: estimate?.toISOString() ?? null,
            }),
          ),
        );
        return undefined;
      });
      if (result) return result;
      return { ok: true, order: (await findBy(orders.publicId, publicId))! };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;


/** Orders with their lines and status history. Prices here are already the server's own. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders, orderStatusHistory } from '../db/schema';
import { newPublicId } from '../lib/public-id';

export interface NewOrder {
  idempotencyKey?: string;
  clientEmail?: string;
  customer: { name: string; phoneNumber: string; email: string; address: string };
  deliveryZone: 'A' | 'B';
  deliveryPriceGrosze: number;
  paymentMethod: 'cash' | 'card';
  notes: string;
  lines: { itemId: number; name: string; unitPriceGrosze: number; quantity: number }[];
}

export interface StoredOrder {
  publicId: string;
  status: string;
  source: string;
  createdAt: Date;
  customer: NewOrder['customer'];
  deliveryZone: string;
  deliveryPriceGrosze: number;
  itemsTotalGrosze: number;
  totalGrosze: number;
  paymentMethod: string;
  notes: string;
  lines: NewOrder['lines'];
  statusHistory: { status: string; note: string; at: Date }[];
}

export function createOrderRepository(db: Database) {
  /** Loads full orders (lines and history) for the given rows, keeping their order. */
  async function hydrate(rows: (typeof orders.$inferSelect)[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, history] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
      db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    ]);
    return rows.map((row) => ({
      publicId: row.publicId,
      status: row.status,
      source: row.source,
      createdAt: row.createdAt,
      customer: row.customer,
      deliveryZone: row.deliveryZone,
      deliveryPriceGrosze: row.deliveryPriceGrosze,
      itemsTotalGrosze: row.itemsTotalGrosze,
      totalGrosze: row.totalGrosze,
      paymentMethod: row.paymentMethod,
      notes: row.notes,
      lines: lines
        .filter((l) => l.orderId === row.id)
        .map(({ itemId, name, unitPriceGrosze, quantity }) => ({ itemId, name, unitPriceGrosze, quantity })),
      statusHistory: history.filter((h) => h.orderId === row.id).map(({ status, note, at }) => ({ status, note, at })),
    }));
  }

  async function findBy(column: typeof orders.publicId | typeof orders.idempotencyKey, value: string) {
    const rows = await db.select().from(orders).where(eq(column, value));
    return (await hydrate(rows))[0];
  }

  return {
    findByPublicId: (publicId: string) => findBy(orders.publicId, publicId),

    /**
     * Stores the order, or returns the first order stored under the same idempotency key
     * (a retried submission), so a customer who taps twice or retries pays once.
     */
    async create(order: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
      const itemsTotalGrosze = order.lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
      const insertedId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            publicId: newPublicId(),
            idempotencyKey: order.idempotencyKey ?? null,
            clientEmail: order.clientEmail ?? null,
            customer: order.customer,
            deliveryZone: order.deliveryZone,
            deliveryPriceGrosze: order.deliveryPriceGrosze,
            itemsTotalGrosze,
            totalGrosze: itemsTotalGrosze + order.deliveryPriceGrosze,
            paymentMethod: order.paymentMethod,
            notes: order.notes,
          })
          .onConflictDoNothing({ target: orders.idempotencyKey })
          .returning({ id: orders.id, publicId: orders.publicId });
        if (!row) return undefined;
        await tx.insert(orderItems).values(order.lines.map((line, position) => ({ orderId: row.id, position, ...line })));
        await tx.insert(orderStatusHistory).values({ orderId: row.id, status: 'new' });
        return row.publicId;
      });
      if (insertedId) return { order: (await findBy(orders.publicId, insertedId))!, created: true };
      return { order: (await findBy(orders.idempotencyKey, order.idempotencyKey!))!, created: false };
    },

    /** A customer's orders, newest first, rows [from, till). */
    async listByClient(email: string, from: number, till: number): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.clientEmail, email))
        .orderBy(desc(orders.createdAt), desc(orders.publicId))
        .offset(from)
        .limit(till - from);
      return hydrate(rows);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

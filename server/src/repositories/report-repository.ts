/**
 * The day's numbers (D103, D104): aggregate SQL over the orders created in a range of business
 * days, in integer grosze (zł only at the API's edge), and the rows of the accountant's CSVs in
 * keyset pages, so a month of orders never sits in memory at once.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { SHOP_TIME_ZONE } from '../../../domain/rules/warsaw-clock';
import type { OrderStatus } from '../../../domain/rules/order-lifecycle';

/** Delivered or picked up: the orders whose money the restaurant kept (D104). */
const COMPLETED: OrderStatus[] = ['delivered', 'picked_up'];
/** Statuses an order reaches only after staff accepted it (a rejection after acceptance is read from the history). */
const PAST_ACCEPTANCE: OrderStatus[] = ['accepted', 'in_delivery', 'delivered', 'ready_for_pickup', 'picked_up'];

export interface Range {
  startsAt: Date;
  endsAt: Date;
}

export interface AmountRow {
  orders: number;
  grosze: number;
}

export interface ReportFigures {
  placed: number;
  accepted: number;
  rejected: number;
  expiredUnpaid: number;
  completed: AmountRow;
  deliveryFees: AmountRow;
  discounts: AmountRow;
  /** The pickup discount alone (every discount but the codes'), and each promo code's (D105). */
  pickupDiscounts: AmountRow;
  promoDiscounts: (AmountRow & { code: string })[];
  refunds: AmountRow;
  cashFromRiders: AmountRow;
  byPayment: Record<string, AmountRow>;
  byChannel: Record<string, AmountRow>;
  byFulfilment: Record<string, AmountRow>;
  /** Orders placed per hour of Warsaw's clock (0–23). */
  perHour: Map<number, number>;
  topByQuantity: DishRow[];
  topByValue: DishRow[];
}

export interface DishRow {
  id: number;
  name: string;
  quantity: number;
  grosze: number;
}

export interface OrderCsvRow {
  id: string;
  publicId: string;
  /** 'YYYY-MM-DD HH:MM' on Warsaw's clock. */
  warsawTime: string;
  customerName: string;
  source: string;
  fulfilment: string;
  paymentMethod: string;
  itemsGrosze: number;
  discountGrosze: number;
  promoCode: string | null;
  promoDiscountGrosze: number;
  deliveryGrosze: number;
  totalGrosze: number;
  status: string;
  refundedGrosze: number;
}

export interface ItemCsvRow {
  publicId: string;
  warsawTime: string;
  position: number;
  itemId: number;
  name: string;
  unitPriceGrosze: number;
  quantity: number;
  status: string;
}

const TOP = 10;
/** Rows per keyset page of a CSV: a few hundred kB each, one round trip per page. */
export const CSV_PAGE = 2000;

const int = (fragment: SQL) => fragment.mapWith(Number);
const count = (condition: SQL) => int(sql`count(*) filter (where ${condition})`);
const sumOf = (column: SQL, condition: SQL) => int(sql`coalesce(sum(${column}) filter (where ${condition}), 0)`);

/** The outer order's id, qualified: drizzle writes a lone "id" in one-table selects, which a subquery would read as its own. */
const ORDER_ID = sql.raw('"orders"."id"');

/**
 * What was given back for an order (D104): whole refunds (a rejected paid order, money after
 * expiry: the payment's own refund columns) and partial ones (a change by phone lowered a paid
 * order, D97), once asked for, whatever Przelewy24 has answered yet.
 */
const refundedGrosze = sql`(
  coalesce((select sum(p.amount_grosze) from payments p where p.order_id = ${ORDER_ID} and p.refund_state is not null), 0)
  + coalesce((select sum(r.amount_grosze) from payment_refunds r join payments p on p.id = r.payment_id where p.order_id = ${ORDER_ID}), 0)
)`;

const warsawTime = sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;

/** Pages of CSV_PAGE rows, each read after the last row of the one before, until a short page. */
async function* keysetPages<Row>(page: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < CSV_PAGE) return;
    after = rows[rows.length - 1];
  }
}

/** created_at to the microsecond (a Date keeps milliseconds): the keyset must not meet its own last row again. */
const createdAtExactly = sql<string>`${orders.createdAt}::text`;

export function createReportRepository(db: Database) {
  const inRange = ({ startsAt, endsAt }: Range) => and(gte(orders.createdAt, startsAt), lt(orders.createdAt, endsAt))!;
  const completed = inArray(orders.status, COMPLETED);
  const placed = sql`${orders.status} not in ('awaiting_payment', 'payment_expired')`;
  const accepted = sql`(${inArray(orders.status, PAST_ACCEPTANCE)} or (${orders.status} = 'rejected' and exists (
    select 1 from order_status_history h where h.order_id = ${ORDER_ID} and h.status = 'accepted')))`;
  const amount = (condition: SQL) => ({ orders: count(condition), grosze: sumOf(sql`${orders.totalGrosze}`, condition) });

  async function split(range: Range, column: typeof orders.paymentMethod | typeof orders.source | typeof orders.fulfilment) {
    const rows = await db
      .select({ key: column, orders: int(sql`count(*)`), grosze: int(sql`coalesce(sum(${orders.totalGrosze}), 0)`) })
      .from(orders)
      .where(and(inRange(range), completed))
      .groupBy(column);
    return Object.fromEntries(rows.map((r) => [r.key, { orders: r.orders, grosze: r.grosze }]));
  }

  async function topDishes(range: Range, by: 'quantity' | 'value'): Promise<DishRow[]> {
    const quantity = int(sql`sum(${orderItems.quantity})`);
    const value = int(sql`sum(${orderItems.unitPriceGrosze} * ${orderItems.quantity})`);
    const rows = await db
      .select({
        id: orderItems.itemId,
        // A dish renamed during the range is listed under its latest name.
        name: sql<string>`(array_agg(${orderItems.name} order by ${orders.createdAt} desc))[1]`,
        quantity,
        grosze: value,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inRange(range), completed))
      .groupBy(orderItems.itemId)
      .orderBy(...(by === 'quantity' ? [sql`3 desc`, sql`4 desc`] : [sql`4 desc`, sql`3 desc`]), asc(orderItems.itemId))
      .limit(TOP);
    return rows;
  }

  return {
    async figures(range: Range): Promise<ReportFigures> {
      const [summary] = await db
        .select({
          placed: count(placed),
          accepted: count(accepted),
          rejected: count(sql`${orders.status} = 'rejected'`),
          expiredUnpaid: count(sql`${orders.status} = 'payment_expired'`),
          completed: amount(completed),
          deliveryOrders: count(sql`${completed} and ${orders.deliveryPriceGrosze} > 0`),
          deliveryGrosze: sumOf(sql`${orders.deliveryPriceGrosze}`, completed),
          discountOrders: count(sql`${completed} and ${orders.discountGrosze} > 0`),
          discountGrosze: sumOf(sql`${orders.discountGrosze}`, completed),
          pickupOrders: count(sql`${completed} and ${orders.discountGrosze} > ${orders.promoDiscountGrosze}`),
          pickupGrosze: sumOf(sql`${orders.discountGrosze} - ${orders.promoDiscountGrosze}`, completed),
          cashFromRiders: amount(sql`${orders.status} = 'delivered' and ${orders.paymentMethod} = 'cash'`),
        })
        .from(orders)
        .where(inRange(range));
      const [refunds] = await db
        .select({ orders: count(sql`${refundedGrosze} > 0`), grosze: int(sql`coalesce(sum(${refundedGrosze}), 0)`) })
        .from(orders)
        .where(inRange(range));
      const hours = await db
        .select({ hour: int(sql`extract(hour from ${orders.createdAt} at time zone ${SHOP_TIME_ZONE})`), orders: int(sql`count(*)`) })
        .from(orders)
        .where(and(inRange(range), placed))
        .groupBy(sql`1`);
      const promoDiscounts = await db
        .select({ code: sql<string>`${orders.promoCode}`, orders: int(sql`count(*)`), grosze: int(sql`sum(${orders.promoDiscountGrosze})`) })
        .from(orders)
        .where(and(inRange(range), completed, sql`${orders.promoDiscountGrosze} > 0`))
        .groupBy(orders.promoCode)
        .orderBy(asc(orders.promoCode));
      const [byPayment, byChannel, byFulfilment, topByQuantity, topByValue] = await Promise.all([
        split(range, orders.paymentMethod),
        split(range, orders.source),
        split(range, orders.fulfilment),
        topDishes(range, 'quantity'),
        topDishes(range, 'value'),
      ]);
      return {
        placed: summary.placed,
        accepted: summary.accepted,
        rejected: summary.rejected,
        expiredUnpaid: summary.expiredUnpaid,
        completed: summary.completed,
        deliveryFees: { orders: summary.deliveryOrders, grosze: summary.deliveryGrosze },
        discounts: { orders: summary.discountOrders, grosze: summary.discountGrosze },
        pickupDiscounts: { orders: summary.pickupOrders, grosze: summary.pickupGrosze },
        promoDiscounts,
        refunds,
        cashFromRiders: summary.cashFromRiders,
        byPayment,
        byChannel,
        byFulfilment,
        perHour: new Map(hours.map((h) => [h.hour, h.orders])),
        topByQuantity,
        topByValue,
      };
    },

    /** Every order created in the range, oldest first, a page at a time (keyset on created_at, id). */
    orderRows(range: Range): AsyncGenerator<OrderCsvRow[]> {
      return keysetPages((after: { cursor: string; id: string } | undefined) =>
        db
          .select({
            id: orders.id,
            cursor: createdAtExactly,
            publicId: orders.publicId,
            warsawTime,
            customerName: sql<string>`${orders.customer}->>'name'`,
            source: orders.source,
            fulfilment: orders.fulfilment,
            paymentMethod: orders.paymentMethod,
            itemsGrosze: orders.itemsTotalGrosze,
            discountGrosze: orders.discountGrosze,
            promoCode: orders.promoCode,
            promoDiscountGrosze: orders.promoDiscountGrosze,
            deliveryGrosze: orders.deliveryPriceGrosze,
            totalGrosze: orders.totalGrosze,
            status: orders.status,
            refundedGrosze: int(refundedGrosze),
          })
          .from(orders)
          .where(and(inRange(range), after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined))
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(CSV_PAGE),
      );
    },

    /** Every line of the orders created in the range, in the orders' order, a page at a time. */
    itemRows(range: Range): AsyncGenerator<ItemCsvRow[]> {
      const after = (row: { cursor: string; id: string; position: number }) =>
        sql`(${orders.createdAt}, ${orders.id}, ${orderItems.position}) > (${row.cursor}::timestamptz, ${row.id}::uuid, ${row.position}::int)`;
      return keysetPages((last: { cursor: string; id: string; position: number } | undefined) =>
        db
          .select({
            id: orders.id,
            cursor: createdAtExactly,
            publicId: orders.publicId,
            warsawTime,
            position: orderItems.position,
            itemId: orderItems.itemId,
            name: orderItems.name,
            unitPriceGrosze: orderItems.unitPriceGrosze,
            quantity: orderItems.quantity,
            status: orders.status,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(inRange(range), last ? after(last) : undefined))
          .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.position))
          .limit(CSV_PAGE),
      );
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;

/**
 * The day's numbers (GET /shop/staff/reports/daily, the CSVs beside it): what the owner reads at
 * closing in the panel's 'Raport' tab. Days are business days in Warsaw time
 * (domain/rules/business-day.ts); money is computed in integer grosze and given in zł here.
 */
import { Type, type Static } from 'typebox';

/** 'YYYY-MM-DD'; whether it is a real date, and the range's order and length, the route checks (400 naming the field). */
export const ReportDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: one day when `to` is left out; at most REPORT_MAX_DAYS days. */
export const ReportQuery = Type.Object({ from: ReportDate, to: Type.Optional(ReportDate) }, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;

const Zloty = Type.Number({ description: 'zł' });

/** A sum of money and the number of orders behind it. */
export const ReportAmount = Type.Object({ orders: Type.Integer(), amount: Zloty });
export type ReportAmount = Static<typeof ReportAmount>;

export const ReportDish = Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Type.Integer(), value: Zloty });
export type ReportDish = Static<typeof ReportDish>;

export const DailyReport = Type.Object({
  from: ReportDate,
  to: ReportDate,
  /** Where the range starts and ends as instants (ISO), so staff can read a DST day's 23 or 25 hours. */
  startsAt: Type.String(),
  endsAt: Type.String(),
  orders: Type.Object({
    placed: Type.Integer(),
    accepted: Type.Integer(),
    rejected: Type.Integer(),
    expiredUnpaid: Type.Integer(),
    completed: Type.Integer(),
  }),
  /** Gross sales of completed orders (what the customer paid, after discounts, with delivery). */
  sales: Type.Object({
    total: ReportAmount,
    /** Keys of PAYMENT_METHODS: cash, card, online. */
    byPayment: Type.Record(Type.String(), ReportAmount),
    /** Keys of ORDER_SOURCES: new-online, phone. */
    byChannel: Type.Record(Type.String(), ReportAmount),
    /** Keys of FULFILMENTS: delivery, pickup. */
    byFulfilment: Type.Record(Type.String(), ReportAmount),
  }),
  deliveryFees: ReportAmount,
  discounts: Type.Object({
    total: ReportAmount,
    /**
     * Pickup's discount is kind 'pickup' (its part of orders that also hold a code); each promo
     * code one entry of kind 'promo' naming its `code` (D105), by code. Entries with no orders are left out.
     */
    byKind: Type.Array(Type.Object({ kind: Type.String(), code: Type.Optional(Type.String()), orders: Type.Integer(), amount: Zloty })),
  }),
  refunds: ReportAmount,
  /** Gross sales / completed orders, rounded half up to the grosz; 0 with no orders. */
  averageBasket: Zloty,
  topByQuantity: Type.Array(ReportDish),
  topByValue: Type.Array(ReportDish),
  /** 24 entries, hour 0–23 of Warsaw's clock, in the business day's order (from its first hour). */
  ordersPerHour: Type.Array(Type.Object({ hour: Type.Integer(), orders: Type.Integer() })),
  /** Cash orders delivered: what the riders should bring back to the drawer. */
  cashFromRiders: ReportAmount,
});
export type DailyReport = Static<typeof DailyReport>;


/**
 * Orders, their lines and their status history. Money in integer grosze, times with time
 * zone (the restaurant's own zone is applied only when a time is shown or checked).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../domain/rules/order-lifecycle';
import { PAYMENT_STATES } from '../../../domain/rules/payment-methods';
import { FULFILMENTS } from '../../../domain/rules/fulfilment';
import { ORDER_SOURCES } from '../../../domain/rules/order-sources';
import type { PromoPricing } from '../../../domain/rules/promotions';

/** 'new', 'accepted', ...: the lifecycle's statuses as SQL literals (a new one then needs a migration). */
const STATUS_LITERALS = ORDER_STATUSES.map((s) => `'${s}'`).join(', ');
const PAYMENT_STATE_LITERALS = PAYMENT_STATES.map((s) => `'${s}'`).join(', ');
const FULFILMENT_LITERALS = FULFILMENTS.map((s) => `'${s}'`).join(', ');
const SOURCE_LITERALS = ORDER_SOURCES.map((s) => `'${s}'`).join(', ');

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short id for the customer's order page and for staff on the phone. */
    publicId: text('public_id').notNull(),
    /** A retried submission with the same key returns the first order. */
    idempotencyKey: text('idempotency_key'),
    /** Set when a signed-in customer ordered; links the order to their history. */
    customerEmail: text('customer_email'),
    /** Contact data; `address` is the one-line form of street, postal code and city below. */
    customer: jsonb('customer')
      .$type<{ name: string; phoneNumber: string; email: string; address: string }>()
      .notNull(),
    // The delivery address in parts: the zone follows from the postal code, and the public
    // order page may show the street and city without the rest. Empty for orders placed
    // before the address had parts.
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** 'delivery' or 'pickup' (D95); orders from before pickup are deliveries. */
    fulfilment: text('fulfilment').notNull().default('delivery'),
    /** 'A' or 'B'; '' for pickup. */
    deliveryZone: text('delivery_zone').notNull(),
    deliveryPriceGrosze: integer('delivery_price_grosze').notNull(),
    /** Every discount, pickup's and the promo code's (alcohol excluded): totalGrosze = items + delivery - discount. */
    discountGrosze: integer('discount_grosze').notNull().default(0),
    /** The promo code the order holds (normalised), its part of discountGrosze, and the terms it was priced with (D105). */
    promoCode: text('promo_code'),
    promoDiscountGrosze: integer('promo_discount_grosze').notNull().default(0),
    promoTerms: jsonb('promo_terms').$type<PromoPricing>(),
    /**
     * The customer's e-mail and phone as promo limits compare them (promoContactEmail,
     * promoContactPhone): "first order only" and "n per customer" read them (D105).
     */
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** 'asap' or 'scheduled' (then deliveryAt is the chosen time). */
    deliveryType: text('delivery_type').notNull().default('asap'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    itemsTotalGrosze: integer('items_total_grosze').notNull(),
    totalGrosze: integer('total_grosze').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Where the money stands (domain/rules/payment-methods.ts): 'none' for payment at the door. */
    paymentState: text('payment_state').notNull().default('none'),
    notes: text('notes').notNull().default(''),
    /** The customer confirmed being 18+ (required for a basket with alcohol). */
    adultConfirmed: boolean('adult_confirmed').notNull().default(false),
    /** When the customer accepted the terms: the proof a consumer contract needs. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    status: text('status').notNull().default('new'),
    /** Set when staff accept the order. */
    estimatedMinutes: integer('estimated_minutes'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    /** 'new-online' or 'phone' (keyed in by staff, D96). */
    source: text('source').notNull().default('new-online'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_public_id').on(t.publicId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_customer_email_created').on(t.customerEmail, t.createdAt),
    // The staff panel lists recent orders by status.
    index('orders_status_created').on(t.status, t.createdAt),
    // The day's numbers and the CSVs read a range of creation times, the CSVs in keyset pages (D104).
    index('orders_created_id').on(t.createdAt, t.id),
    // A code's uses, and a customer's earlier orders (promo limits, D105).
    index('orders_promo_code').on(t.promoCode),
    index('orders_contact_email').on(t.contactEmail),
    index('orders_contact_phone').on(t.contactPhone),
    check('orders_status_known', sql`${t.status} in (${sql.raw(STATUS_LITERALS)})`),
    check('orders_payment_state_known', sql`${t.paymentState} in (${sql.raw(PAYMENT_STATE_LITERALS)})`),
    check('orders_delivery_type', sql`${t.deliveryType} in ('asap', 'scheduled')`),
    check('orders_fulfilment_known', sql`${t.fulfilment} in (${sql.raw(FULFILMENT_LITERALS)})`),
    check('orders_source_known', sql`${t.source} in (${sql.raw(SOURCE_LITERALS)})`),
    check('orders_discount_not_negative', sql`${t.discountGrosze} >= 0`),
    check('orders_promo_discount_within', sql`${t.promoDiscountGrosze} >= 0 and ${t.promoDiscountGrosze} <= ${t.discountGrosze}`),
  ],
);

/** Lines of an order with the price the server charged at the time. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    unitPriceGrosze: integer('unit_price_grosze').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status an order went through, with its time and who changed it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** The rejection reason the customer reads; empty otherwise. */
    note: text('note').notNull().default(''),
    /** The estimate given with 'accepted'. */
    estimatedMinutes: integer('estimated_minutes'),
    /** E-mail of the staff member who made the change; null for the customer's own 'new'. */
    changedBy: text('changed_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId)],
);

/**
 * Changes staff made after a phone call (D97): which parts changed, the parts before and after
 * (for the panel's history), why, by whom, and the total before and after.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'items', 'address', 'deliveryTime', 'notes'. */
    changed: jsonb('changed').$type<string[]>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    changedBy: text('changed_by').notNull(),
    totalBeforeGrosze: integer('total_before_grosze').notNull(),
    totalAfterGrosze: integer('total_after_grosze').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_changes_order').on(t.orderId)],
);

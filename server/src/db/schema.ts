/**
 * The shop's data model. Money is stored as integer grosze so every sum is exact;
 * the API turns it into zł only at the edge. Runs unchanged on PGlite (PostgreSQL 18)
 * and Debian's PostgreSQL 15, so only features both have are used.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Sets, products and ingredients in one table: the first digit of the id gives the type. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    priceGrosze: integer('price_grosze').notNull(),
    description: jsonb('description').$type<string[]>().notNull().default([]),
    desc: text('desc').notNull().default(''),
    image: text('image').notNull().default(''),
    isVisible: boolean('is_visible').notNull().default(true),
    inRestaurantMenu: boolean('in_restaurant_menu').notNull().default(true),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('menu_items_id_type', sql`${t.id} between 1000 and 3999999`),
    check('menu_items_price_positive', sql`${t.priceGrosze} >= 0`),
  ],
);

/** What a set is made of. */
export const setContents = pgTable(
  'set_contents',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.itemId] })],
);

/** Customer profiles, keyed by the lower-cased e-mail that is also the identity username. */
export const clients = pgTable('clients', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  address: text('address').notNull(),
  nip: text('nip').notNull().default('-'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short id for the customer's order page and for staff on the phone. */
    publicId: text('public_id').notNull(),
    /** A retried submission with the same key returns the first order. */
    idempotencyKey: text('idempotency_key'),
    /** Set when a signed-in customer ordered; links the order to their history. */
    clientEmail: text('client_email'),
    customer: jsonb('customer')
      .$type<{ name: string; phoneNumber: string; email: string; address: string }>()
      .notNull(),
    deliveryZone: text('delivery_zone').notNull(),
    deliveryPriceGrosze: integer('delivery_price_grosze').notNull(),
    itemsTotalGrosze: integer('items_total_grosze').notNull(),
    totalGrosze: integer('total_grosze').notNull(),
    paymentMethod: text('payment_method').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('new'),
    source: text('source').notNull().default('new-online'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_public_id').on(t.publicId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_client_email_created').on(t.clientEmail, t.createdAt),
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

/** Every status an order went through, with its time. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId)],
);

/** Single-value settings: the system switch and notice, welcome text, delivery prices. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carouselSlides = pgTable('carousel_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
});

export const instagramEntries = pgTable('instagram_entries', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  caption: text('caption').notNull(),
  url: text('url').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
});

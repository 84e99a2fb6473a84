/**
 * The shop's data model. Money is stored as integer grosze so every sum is exact;
 * the API turns it into zł only at the edge. Runs unchanged on PGlite (PostgreSQL 18)
 * and Debian's PostgreSQL 15, so only features both have are used.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** A product's or ingredient's allergen codes (domain/rules/allergens.ts); sets keep [] and derive theirs (D99). */
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    /** 'Może zawierać': traces from cross-contact in the kitchen; sets derive theirs. */
    mayContain: jsonb('may_contain').$type<string[]>().notNull().default([]),
    /** 'none' | 'vegetarian' | 'vegan' (DIETS); sets derive theirs. */
    diet: text('diet').notNull().default('none'),
    position: integer('position').notNull().default(0),
    /**
     * The Warsaw date ('YYYY-MM-DD') staff marked the item sold out for; it is available again
     * on any other day by itself, so nobody has to remember to switch it back.
     */
    soldOutOn: date('sold_out_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('menu_items_id_type', sql`${t.id} between 1000 and 3999999`),
    check('menu_items_price_positive', sql`${t.priceGrosze} >= 0`),
    check('menu_items_diet', sql`${t.diet} in ('none', 'vegetarian', 'vegan')`),
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

/** Customers' details, keyed by the lower-cased e-mail that is also the identity username. */
export const customers = pgTable('customers', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  address: text('address').notNull(),
  nip: text('nip').notNull().default('-'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-value settings: the system switch and notice, welcome text, delivery prices, delivery
 * zones (postal-code rules) and opening hours.
 */
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

// Orders live in their own file (kept short); drizzle-kit reads them through this one.
export * from './schema-orders';
export * from './schema-staff';
export * from './schema-releases';
export * from './schema-mail';
export * from './schema-payments';
export * from './schema-promotions';

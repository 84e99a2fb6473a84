/**
 * Promo codes staff create (D105). The code is stored normalised (upper case) and unique; a
 * code has a percent or an amount, never both. An order keeps its code and the terms it was
 * priced with (orders.promo_code, promo_terms), so changing or switching off a code never
 * reprices an order; a code an order ever held is never deleted.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROMO_FULFILMENTS } from '../../../domain/rules/promotions';

const PROMO_FULFILMENT_LITERALS = PROMO_FULFILMENTS.map((f) => `'${f}'`).join(', ');

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Upper case ('WITAJ-10'): customers may type it in any case. */
    code: text('code').notNull(),
    percent: integer('percent'),
    amountGrosze: integer('amount_grosze'),
    /** Non-alcohol items before any discount must reach it. */
    minimumOrderGrosze: integer('minimum_order_grosze'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** 'delivery' | 'pickup' | 'both'. */
    fulfilment: text('fulfilment').notNull().default('both'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    excludedCategories: jsonb('excluded_categories').$type<string[]>().notNull().default([]),
    /** Staff switch a code off instead of deleting it once an order held it. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code').on(t.code),
    check('promotions_percent_or_amount', sql`(${t.percent} is null) <> (${t.amountGrosze} is null)`),
    check('promotions_fulfilment_known', sql`${t.fulfilment} in (${sql.raw(PROMO_FULFILMENT_LITERALS)})`),
  ],
);

/**
 * The demo restaurant's promo codes (D105), so the demo shows codes working: 10 % off a new
 * customer's first order, and 5 zł off a pickup from 40 zł of food.
 */
import type { promotions } from '../schema';

export const seedPromotions: (typeof promotions.$inferInsert)[] = [
  { code: 'WITAJ-10', percent: 10, firstOrderOnly: true, fulfilment: 'both' },
  { code: 'ODBIOR-5', amountGrosze: 500, minimumOrderGrosze: 4000, fulfilment: 'pickup' },
];

/**
 * Orders claiming promo codes inside the transaction that stores them (D105): each code's row is
 * locked (SELECT … FOR UPDATE; the embedded database runs one transaction at a time anyway), its
 * uses counted with the orders already stored, and the orders of the same batch counted as they
 * claim, so 50 orders at once for a code of 10 uses place exactly 10. Nothing is checked across
 * transactions: a refused order is simply not stored.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { promotions } from '../db/schema';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { checkPromotion, isUsedUp, type PromoFulfilment, type PromoLine, type PromoPricing, type PromoRefusal, type PromoTerms } from '../../../domain/rules/promotions';
import { readPromoUsage, type PromoContact } from './promotion-usage';

/** What an order asks of its code. */
export interface PromoRequest {
  /** Normalised (upper case). */
  code: string;
  lines: PromoLine[];
  /** The pickup discount's percent (0 for delivery): the code applies after it. */
  pickupPercent: number;
}

/** The code as applied to an order: stored with it. */
export interface AppliedPromo {
  code: string;
  discountGrosze: number;
  terms: PromoPricing;
}

export type PromoClaim = { ok: true; applied?: AppliedPromo } | { ok: false; refusal: PromoRefusal };

/** An order as the claims see it. */
export interface ClaimingOrder {
  promo?: PromoRequest;
  fulfilment: Fulfilment;
  contact: PromoContact;
  at: Date;
}

export function promoTermsOf(row: typeof promotions.$inferSelect): PromoTerms {
  return {
    percent: row.percent,
    amountGrosze: row.amountGrosze,
    minimumOrderGrosze: row.minimumOrderGrosze,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    fulfilment: row.fulfilment as PromoFulfilment,
    firstOrderOnly: row.firstOrderOnly,
    excludedCategories: row.excludedCategories,
    active: row.active,
  };
}

const pricingOf = ({ percent, amountGrosze, minimumOrderGrosze, excludedCategories }: PromoTerms): PromoPricing => ({
  percent,
  amountGrosze,
  minimumOrderGrosze,
  excludedCategories: [...excludedCategories],
});

const sameContact = (a: PromoContact, b: PromoContact) => (a.email !== '' && a.email === b.email) || (a.phone !== '' && a.phone === b.phone);

/** Each order's claim, in order; call inside the transaction that stores the orders that pass. */
export async function claimPromotions(tx: Database, list: ClaimingOrder[]): Promise<PromoClaim[]> {
  const codes = [...new Set(list.flatMap((o) => (o.promo ? [o.promo.code] : [])))].sort();
  if (codes.length === 0) return list.map(() => ({ ok: true }));
  // Locked in one order (by code), so two batches with the same two codes never wait for each other in a circle.
  const rows = await tx.select().from(promotions).where(inArray(promotions.code, codes)).orderBy(asc(promotions.code)).for('update');
  const termsOf = new Map(rows.map((r) => [r.code, promoTermsOf(r)]));
  const stored: { order: ClaimingOrder; code?: string }[] = [];
  const claims: PromoClaim[] = [];
  for (const order of list) {
    const { promo } = order;
    if (!promo) {
      stored.push({ order });
      claims.push({ ok: true });
      continue;
    }
    const terms = termsOf.get(promo.code);
    const usage = terms ? await readPromoUsage(tx, promo.code, order.contact) : { uses: 0, customerUses: 0, customerOrders: 0 };
    // The batch's earlier orders are not stored yet: counted here.
    for (const earlier of stored) {
      const same = sameContact(earlier.order.contact, order.contact);
      if (earlier.code === promo.code) usage.uses += 1;
      if (earlier.code === promo.code && same) usage.customerUses += 1;
      if (same) usage.customerOrders += 1;
    }
    const check = checkPromotion({ terms, now: order.at, fulfilment: order.fulfilment, lines: promo.lines, pickupPercent: promo.pickupPercent, usage });
    if (!check.ok) {
      claims.push(check);
      continue;
    }
    stored.push({ order, code: promo.code });
    claims.push({ ok: true, applied: { code: promo.code, discountGrosze: check.discountGrosze, terms: pricingOf(terms!) } });
  }
  return claims;
}

/**
 * An expired online order paid again or switched to cash takes its code's use back (D105): only
 * while the code's limits still allow it, checked under the code's row lock like a new order.
 * Its validity and terms are not checked again: the order was placed under them.
 */
export async function canRetakePromoUse(tx: Pick<Database, 'select'>, order: { promoCode: string | null; contact: PromoContact }): Promise<boolean> {
  if (!order.promoCode) return true;
  const [row] = await tx.select().from(promotions).where(eq(promotions.code, order.promoCode)).for('update');
  if (!row) return true;
  return !isUsedUp(row, await readPromoUsage(tx, order.promoCode, order.contact));
}

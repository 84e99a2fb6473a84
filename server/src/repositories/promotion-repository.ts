/**
 * Promo codes as staff run them (D105): the list with each code's uses now, create, change,
 * switch off, and delete a code no order ever held. Every change and its audit entry are
 * written in one transaction. The code's row is what an order's transaction locks while it
 * counts the uses (order-insert.ts), so a change here waits for orders being placed, and they for it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, promotions } from '../db/schema';
import { promoTermsOf } from './promo-claims';
import { recordAudit } from './audit-repository';
import { countedOrder, readPromoUsage, type PromoContact } from './promotion-usage';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'> & { code: string };
export type PromotionChange = Partial<Omit<PromotionValues, 'code'>>;

export interface StaffAct {
  by: string;
  at: Date;
}

export type PromotionWithUses = PromotionRow & { uses: number };

/** What the audit shows of a code: its terms as stored. */
const audited = ({ id: _id, createdAt: _created, ...terms }: PromotionRow) => ({
  ...terms,
  validFrom: terms.validFrom?.toISOString() ?? null,
  validTo: terms.validTo?.toISOString() ?? null,
});

export function createPromotionRepository(db: Database) {
  const usesOf = sql<number>`(select count(*) from ${orders} where ${orders.promoCode} = ${promotions.code} and ${countedOrder()})`.mapWith(Number);

  async function withUses(where: ReturnType<typeof eq> | undefined): Promise<PromotionWithUses[]> {
    const rows = await db.select({ promotion: promotions, uses: usesOf }).from(promotions).where(where).orderBy(asc(promotions.code));
    return rows.map((r) => ({ ...r.promotion, uses: r.uses }));
  }

  return {
    list: () => withUses(undefined),
    async findById(id: number): Promise<PromotionWithUses | undefined> {
      return (await withUses(eq(promotions.id, id)))[0];
    },
    /** The terms of a code (normalised), switched off or not; undefined for a code never created. */
    async findTerms(code: string) {
      const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
      return row ? promoTermsOf(row) : undefined;
    },

    /** The code's uses now, and this customer's (the check before an order; the order counts again when stored). */
    usage: (code: string, contact: PromoContact) => readPromoUsage(db, code, contact),

    /** A new code, or 'taken' when a code of that name exists. */
    async create(values: PromotionValues, act: StaffAct): Promise<PromotionRow | 'taken'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(promotions).values({ ...values, createdAt: act.at }).onConflictDoNothing({ target: promotions.code }).returning();
        if (!row) return 'taken';
        await recordAudit(tx, { action: 'promotion', target: row.code, by: act.by, at: act.at, before: null, after: audited(row) });
        return row;
      });
    },

    /** The changed code; `check` sees the code as it would be and throws to refuse (nothing stored). */
    async update(id: number, change: PromotionChange, act: StaffAct, check: (next: PromotionRow) => void): Promise<PromotionRow | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!old) return undefined;
        check({ ...old, ...change });
        const [row] = await tx.update(promotions).set(change).where(eq(promotions.id, id)).returning();
        await recordAudit(tx, { action: 'promotion', target: row.code, by: act.by, at: act.at, before: audited(old), after: audited(row) });
        return row;
      });
    },

    /** Deletes a code no order ever held (rejected ones included: their page still names it); 'held' otherwise. */
    async remove(id: number, act: StaffAct): Promise<'deleted' | 'held' | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!old) return undefined;
        const [held] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.promoCode, old.code))).limit(1);
        if (held) return 'held';
        await tx.delete(promotions).where(eq(promotions.id, id));
        await recordAudit(tx, { action: 'promotion', target: old.code, by: act.by, at: act.at, before: audited(old), after: null });
        return 'deleted';
      });
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;

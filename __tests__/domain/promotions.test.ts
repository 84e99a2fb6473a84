/**
 * Promo codes (D105): each refusal in its order, what a code never discounts (alcohol, the
 * delivery fee, excluded categories), percent and amount (capped), the pickup discount first,
 * rounding half up, the limits, and validity across the night the clocks go back.
 */
import {
  PROMO_REFUSALS,
  PROMO_REFUSAL_MESSAGES,
  checkPromotion,
  normalisePromoCode,
  promoContactEmail,
  promoContactPhone,
  promoDiscountAfterChange,
  promoDiscountGrosze,
  type PromoLine,
  type PromoTerms,
  type PromoUsage,
} from '../../domain/rules/promotions';

const terms = (over: Partial<PromoTerms> = {}): PromoTerms => ({
  percent: 10,
  amountGrosze: null,
  minimumOrderGrosze: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  fulfilment: 'both',
  firstOrderOnly: false,
  excludedCategories: [],
  active: true,
  ...over,
});
const sushi: PromoLine = { unitPriceGrosze: 4_990, quantity: 1, category: 'zestaw', isAlcohol: false };
const soup: PromoLine = { unitPriceGrosze: 1_500, quantity: 2, category: 'zupy', isAlcohol: false };
const sake: PromoLine = { unitPriceGrosze: 3_900, quantity: 1, category: 'alcohol', isAlcohol: true };
const unused: PromoUsage = { uses: 0, customerUses: 0, customerOrders: 0 };
const now = new Date('2026-06-01T12:00:00Z');

const check = (over: Partial<Parameters<typeof checkPromotion>[0]> = {}) =>
  checkPromotion({ terms: terms(), now, fulfilment: 'delivery', lines: [sushi, soup], pickupPercent: 0, usage: unused, ...over });

describe('promo codes', () => {
  it('compares codes and customers in one form', () => {
    expect(normalisePromoCode(' wiosna-15 ')).toBe('WIOSNA-15');
    expect(promoContactEmail('  Ola.Nowak@Example.PL ')).toBe('ola.nowak@example.pl');
    expect(promoContactPhone('+48 600-100-200')).toBe('600100200');
    expect(promoContactPhone('0048 600 100 200')).toBe('600100200');
    expect(promoContactPhone('(600) 100 200')).toBe('600100200');
    expect(promoContactPhone(undefined)).toBe('');
  });

  it('has Polish words for every refusal', () => {
    for (const refusal of PROMO_REFUSALS) expect(PROMO_REFUSAL_MESSAGES[refusal]).toMatch(/kod/);
  });

  describe('the discount', () => {
    it('takes a percent of the items, never of alcohol', () => {
      expect(promoDiscountGrosze(terms(), [sushi, soup, sake], 0)).toBe(799);
    });

    it('rounds a percent half up to the grosz', () => {
      expect(promoDiscountGrosze(terms({ percent: 10 }), [{ ...sushi, unitPriceGrosze: 1_005 }], 0)).toBe(101);
      expect(promoDiscountGrosze(terms({ percent: 10 }), [{ ...sushi, unitPriceGrosze: 1_004 }], 0)).toBe(100);
      expect(promoDiscountGrosze(terms({ percent: 15 }), [{ ...sushi, unitPriceGrosze: 1_010 }], 0)).toBe(152);
    });

    it('leaves out the excluded categories', () => {
      expect(promoDiscountGrosze(terms({ excludedCategories: ['zupy'] }), [sushi, soup], 0)).toBe(499);
    });

    it('takes an amount, at most what the eligible items cost', () => {
      const amount = terms({ percent: null, amountGrosze: 1_000 });
      expect(promoDiscountGrosze(amount, [sushi, sake], 0)).toBe(1_000);
      expect(promoDiscountGrosze({ ...amount, amountGrosze: 10_000 }, [sushi, sake], 0)).toBe(4_990);
    });

    it('applies after the pickup discount, on what is left', () => {
      // 79,90 zł of food, 10 % for pickup leaves 71,91 zł; 10 % of that is 7,19 zł.
      expect(promoDiscountGrosze(terms(), [sushi, soup, sake], 10)).toBe(719);
      // An amount larger than what the pickup discount left takes only that.
      expect(promoDiscountGrosze(terms({ percent: null, amountGrosze: 10_000 }), [sushi], 10)).toBe(4_491);
    });
  });

  it('after a change by phone: the terms as placed, nothing below their minimum', () => {
    const placed = { percent: 10, amountGrosze: null, minimumOrderGrosze: 6_000, excludedCategories: [] };
    expect(promoDiscountAfterChange(placed, [sushi, soup], 0)).toBe(799);
    expect(promoDiscountAfterChange(placed, [sushi, sake], 0)).toBe(0);
    expect(promoDiscountAfterChange({ ...placed, minimumOrderGrosze: null }, [sushi, sake], 10)).toBe(449);
  });

  describe('each refusal, in order', () => {
    it('applies when nothing stands against it', () => {
      expect(check()).toEqual({ ok: true, discountGrosze: 799 });
    });

    it('refuses an unknown code', () => {
      expect(check({ terms: undefined })).toEqual({ ok: false, refusal: 'PROMO_UNKNOWN' });
    });

    it('refuses a code before its start and after its end; a switched-off code has ended', () => {
      expect(check({ terms: terms({ validFrom: new Date('2026-06-02T00:00:00Z') }) })).toEqual({ ok: false, refusal: 'PROMO_NOT_YET' });
      expect(check({ terms: terms({ validTo: new Date('2026-06-01T12:00:00Z') }) })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
      expect(check({ terms: terms({ active: false }) })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
      expect(check({ terms: terms({ active: false, validFrom: new Date('2026-06-02T00:00:00Z') }) })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
    });

    it('holds across the night the clocks go back (validTo 02:30 CET, after the second 02:00)', () => {
      const validTo = new Date('2026-10-25T02:30:00+01:00');
      const code = terms({ validFrom: new Date('2026-10-25T02:15:00+02:00'), validTo });
      // 02:10 CEST is before the start; 02:45 CEST and 02:15 CET (the repeated hour) are inside; 02:30 CET ends it.
      expect(check({ terms: code, now: new Date('2026-10-25T02:10:00+02:00') }).ok).toBe(false);
      expect(check({ terms: code, now: new Date('2026-10-25T02:45:00+02:00') }).ok).toBe(true);
      expect(check({ terms: code, now: new Date('2026-10-25T02:15:00+01:00') }).ok).toBe(true);
      expect(check({ terms: code, now: new Date('2026-10-25T02:30:00+01:00') })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
      // And when they go forward: 02:30 does not exist on 29 March; 03:30 CEST is 01:30 UTC.
      const spring = terms({ validTo: new Date('2026-03-29T03:30:00+02:00') });
      expect(check({ terms: spring, now: new Date('2026-03-29T01:59:00+01:00') }).ok).toBe(true);
      expect(check({ terms: spring, now: new Date('2026-03-29T01:30:00Z') })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
    });

    it('refuses the wrong way of receiving the order', () => {
      expect(check({ terms: terms({ fulfilment: 'pickup' }) })).toEqual({ ok: false, refusal: 'PROMO_WRONG_FULFILMENT' });
      expect(check({ terms: terms({ fulfilment: 'pickup' }), fulfilment: 'pickup' }).ok).toBe(true);
      expect(check({ terms: terms({ fulfilment: 'delivery' }), fulfilment: 'pickup' })).toEqual({ ok: false, refusal: 'PROMO_WRONG_FULFILMENT' });
    });

    it('refuses a first-order code to a customer with an earlier order', () => {
      const first = terms({ firstOrderOnly: true });
      expect(check({ terms: first, usage: { ...unused, customerOrders: 1 } })).toEqual({ ok: false, refusal: 'PROMO_FIRST_ORDER_ONLY' });
      expect(check({ terms: first }).ok).toBe(true);
    });

    it('refuses a code used up, in all or by this customer', () => {
      expect(check({ terms: terms({ maxUses: 10 }), usage: { ...unused, uses: 10 } })).toEqual({ ok: false, refusal: 'PROMO_USED_UP' });
      expect(check({ terms: terms({ maxUses: 10 }), usage: { ...unused, uses: 9 } }).ok).toBe(true);
      expect(check({ terms: terms({ maxUsesPerCustomer: 1 }), usage: { ...unused, uses: 5, customerUses: 1 } })).toEqual({ ok: false, refusal: 'PROMO_USED_UP' });
      expect(check({ terms: terms({ maxUsesPerCustomer: 2 }), usage: { ...unused, uses: 5, customerUses: 1 } }).ok).toBe(true);
    });

    it('measures the minimum on the food before any discount; alcohol never reaches it', () => {
      const minimum = terms({ minimumOrderGrosze: 7_990 });
      expect(check({ terms: minimum }).ok).toBe(true);
      expect(check({ terms: minimum, fulfilment: 'pickup', pickupPercent: 10 }).ok).toBe(true);
      expect(check({ terms: minimum, lines: [sushi, sake] })).toEqual({ ok: false, refusal: 'PROMO_BELOW_MINIMUM' });
    });

    it('refuses a basket it has nothing to discount in', () => {
      expect(check({ lines: [sake] })).toEqual({ ok: false, refusal: 'PROMO_NOTHING_TO_DISCOUNT' });
      expect(check({ terms: terms({ excludedCategories: ['zestaw', 'zupy'] }) })).toEqual({ ok: false, refusal: 'PROMO_NOTHING_TO_DISCOUNT' });
    });

    it('names the first refusal when several apply', () => {
      const everything = terms({ validTo: new Date('2026-01-01T00:00:00Z'), fulfilment: 'pickup', maxUses: 1 });
      expect(check({ terms: everything, usage: { ...unused, uses: 3 } })).toEqual({ ok: false, refusal: 'PROMO_EXPIRED' });
      expect(check({ terms: terms({ fulfilment: 'pickup', firstOrderOnly: true }), usage: { ...unused, customerOrders: 2 } })).toEqual({ ok: false, refusal: 'PROMO_WRONG_FULFILMENT' });
      expect(check({ terms: terms({ firstOrderOnly: true, maxUses: 1 }), usage: { uses: 1, customerUses: 0, customerOrders: 1 } })).toEqual({ ok: false, refusal: 'PROMO_FIRST_ORDER_ONLY' });
      expect(check({ terms: terms({ maxUses: 1, minimumOrderGrosze: 100_000 }), usage: { ...unused, uses: 1 } })).toEqual({ ok: false, refusal: 'PROMO_USED_UP' });
      expect(check({ terms: terms({ minimumOrderGrosze: 100_000 }), lines: [sake] })).toEqual({ ok: false, refusal: 'PROMO_BELOW_MINIMUM' });
    });
  });
});

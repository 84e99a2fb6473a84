import { basketDeliveryNotes, zoneTermsLine } from '../../../src/features/prices/delivery-terms-text';
import { pickupBelowMinimumMessage, pickupDiscountLabel, pickupMinimumLine, preparationLine } from '../../../src/features/prices/pickup-terms-text';
import type { DeliveryTerms } from '../../../domain/rules/delivery-terms';
import { normalizeSpaces } from '../../test-utils';

const terms: DeliveryTerms = {
  A: { priceGrosze: 1000, minimumOrderGrosze: 2000, freeDeliveryFromGrosze: 15000 },
  B: { priceGrosze: 2000, minimumOrderGrosze: 4000, freeDeliveryFromGrosze: null },
};
const notes = (itemsGrosze: number, t = terms) => {
  const { blocking, notes: sentences } = basketDeliveryNotes(t, itemsGrosze);
  return { blocking: blocking && normalizeSpaces(blocking), notes: sentences.map(normalizeSpaces) };
};

describe('what the basket says about delivery', () => {
  it('one line per zone, leaving out what the zone does not have', () => {
    expect(normalizeSpaces(zoneTermsLine('A', terms.A))).toBe('Strefa A: dostawa 10,00 zł, zamówienie od 20,00 zł, darmowa dostawa od 150,00 zł');
    expect(normalizeSpaces(zoneTermsLine('B', { ...terms.B, minimumOrderGrosze: 0 }))).toBe('Strefa B: dostawa 20,00 zł');
  });

  it('below every minimum: the order waits, with the missing amount for the nearest zone', () => {
    expect(notes(200)).toEqual({ blocking: 'Brakuje 18,00 zł do minimalnej wartości zamówienia w strefie A.', notes: [] });
    const same = { A: { ...terms.A, minimumOrderGrosze: 4000 }, B: terms.B };
    expect(notes(200, same).blocking).toBe('Brakuje 38,00 zł do minimalnej wartości zamówienia.');
  });

  it("enough for one zone: the other zone's shortfall and the way to free delivery", () => {
    expect(notes(2500)).toEqual({
      blocking: null,
      notes: ['Do darmowej dostawy w strefie A brakuje 125,00 zł.', 'Brakuje 15,00 zł do minimalnej wartości zamówienia w strefie B.'],
    });
    expect(notes(15000)).toEqual({ blocking: null, notes: ['Dostawa w strefie A gratis.'] });
  });

  it('no minimums and no free delivery: nothing to say', () => {
    const plain = { A: { ...terms.A, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null }, B: { ...terms.B, minimumOrderGrosze: 0 } };
    expect(notes(0, plain)).toEqual({ blocking: null, notes: [] });
  });
});

describe('what the basket and the checkout say about pickup (D95)', () => {
  const pickup = { enabled: true, preparationMinutes: 25, discountPercent: 10, minimumOrderGrosze: 2000 };

  it('names the discount with its percent, the minimum and the time the kitchen takes', () => {
    expect(pickupDiscountLabel(10)).toBe('Rabat za odbiór osobisty (−10%)');
    expect(normalizeSpaces(pickupMinimumLine(pickup))).toBe('Odbiór osobisty: zamówienie od 20,00 zł');
    expect(pickupMinimumLine({ ...pickup, minimumOrderGrosze: 0 })).toBeNull();
    expect(preparationLine(pickup)).toBe('Zamówienie będzie gotowe do odbioru ok. 25 min po przyjęciu — albo na godzinę, którą wybierzesz.');
  });

  it("below pickup's minimum, measured before the discount, says what is missing", () => {
    expect(normalizeSpaces(pickupBelowMinimumMessage(pickup, 1850))).toBe(
      'Brakuje 1,50 zł do minimalnej wartości zamówienia przy odbiorze osobistym (zamówienia od 20,00 zł).',
    );
    expect(pickupBelowMinimumMessage(pickup, 2000)).toBeNull();
  });
});

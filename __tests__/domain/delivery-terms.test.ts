import { belowMinimumMessage, deliveryPriceGrosze, lowestMinimumZone, missingForFreeDeliveryGrosze, missingForMinimumGrosze } from '../../domain/rules/delivery-charge';
import { deliveryTermsFromZloty, deliveryTermsInZloty, type DeliveryTerms } from '../../domain/rules/delivery-terms';
import { normalizeSpaces } from '../test-utils';

const A = { priceGrosze: 1000, minimumOrderGrosze: 2000, freeDeliveryFromGrosze: 15000 };
const B = { priceGrosze: 2000, minimumOrderGrosze: 4000, freeDeliveryFromGrosze: null };

describe('delivery terms of a zone', () => {
  it('the minimum counts whole grosze of the items: one grosz short is short', () => {
    expect(missingForMinimumGrosze(A, 200)).toBe(1800);
    expect(missingForMinimumGrosze(A, 1999)).toBe(1);
    expect(missingForMinimumGrosze(A, 2000)).toBe(0);
    expect(missingForMinimumGrosze(A, 99999)).toBe(0);
    expect(missingForMinimumGrosze({ ...A, minimumOrderGrosze: 0 }, 0)).toBe(0);
  });

  it('delivery is free from the threshold on, never without one', () => {
    expect(deliveryPriceGrosze(A, 14999)).toBe(1000);
    expect(deliveryPriceGrosze(A, 15000)).toBe(0);
    expect(deliveryPriceGrosze(B, 10_000_00)).toBe(2000);
    expect(missingForFreeDeliveryGrosze(A, 13750)).toBe(1250);
    expect(missingForFreeDeliveryGrosze(A, 15000)).toBeNull();
    expect(missingForFreeDeliveryGrosze(B, 0)).toBeNull();
  });

  it("says what is missing in the customer's words", () => {
    expect(normalizeSpaces(belowMinimumMessage(1800))).toBe('Brakuje 18,00 zł do minimalnej wartości zamówienia');
    expect(normalizeSpaces(belowMinimumMessage(1, 'B'))).toBe('Brakuje 0,01 zł do minimalnej wartości zamówienia w strefie B');
  });

  it('the zone a basket reaches first is the one with the lower minimum', () => {
    expect(lowestMinimumZone({ A, B })).toBe('A');
    expect(lowestMinimumZone({ A: B, B: A })).toBe('B');
  });

  it('crosses the API in zł and comes back to the same grosze', () => {
    const terms: DeliveryTerms = { A, B: { ...B, priceGrosze: 1999, minimumOrderGrosze: 3333 } };
    const zloty = deliveryTermsInZloty(terms);
    expect(zloty).toEqual({ zoneA: 10, zoneB: 19.99, minimumOrderA: 20, minimumOrderB: 33.33, freeDeliveryFromA: 150, freeDeliveryFromB: null });
    expect(deliveryTermsFromZloty(zloty)).toEqual(terms);
  });
});

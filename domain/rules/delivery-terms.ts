/**
 * A zone's delivery terms (decisions.md D70): the delivery price, the
 * smallest order value the restaurant delivers there, and optionally the order value from
 * which delivery is free; as stored (grosze) and as the API writes them (zł). What they mean
 * for an order is delivery-charge.ts: apart, so every page's first load (the prices slice
 * reads these) carries none of the rules only the basket and checkout apply.
 */
import type { Zone } from './delivery-zones';
import { groszeToZloty, zlotyToGrosze } from './money';
import { DEFAULT_DELIVERY_PRICES } from './prices';

/** One zone's terms in grosze; `freeDeliveryFromGrosze` null: delivery is never free. */
export interface ZoneTerms {
  priceGrosze: number;
  minimumOrderGrosze: number;
  freeDeliveryFromGrosze: number | null;
}

/** The restaurant's terms, zone by zone, as the server stores them. */
export type DeliveryTerms = Record<Zone, ZoneTerms>;

/** A restaurant that never set terms: the default prices, no minimum, never free. */
export const DEFAULT_DELIVERY_TERMS: DeliveryTerms = {
  A: { priceGrosze: DEFAULT_DELIVERY_PRICES.zoneAGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
  B: { priceGrosze: DEFAULT_DELIVERY_PRICES.zoneBGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
};

/** One zone's terms as the API writes them, in zł (GET /shop/delivery-zone). */
export interface ZoneTermsInZloty {
  price: number;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
}

/** All terms as the API writes them, in zł (GET /delivery/, the staff settings): the spec's zoneA/zoneB and the rest beside them. */
export interface DeliveryTermsInZloty {
  zoneA: number;
  zoneB: number;
  minimumOrderA: number;
  minimumOrderB: number;
  freeDeliveryFromA: number | null;
  freeDeliveryFromB: number | null;
}

const zlotyOrNull = (grosze: number | null) => (grosze === null ? null : groszeToZloty(grosze));
const groszeOrNull = (zloty: number | null) => (zloty === null ? null : zlotyToGrosze(zloty));

export const zoneTermsInZloty = (t: ZoneTerms): ZoneTermsInZloty => ({
  price: groszeToZloty(t.priceGrosze),
  minimumOrder: groszeToZloty(t.minimumOrderGrosze),
  freeDeliveryFrom: zlotyOrNull(t.freeDeliveryFromGrosze),
});

export const zoneTermsFromZloty = (t: ZoneTermsInZloty): ZoneTerms => ({
  priceGrosze: zlotyToGrosze(t.price),
  minimumOrderGrosze: zlotyToGrosze(t.minimumOrder),
  freeDeliveryFromGrosze: groszeOrNull(t.freeDeliveryFrom),
});

export function deliveryTermsInZloty(terms: DeliveryTerms): DeliveryTermsInZloty {
  const a = zoneTermsInZloty(terms.A);
  const b = zoneTermsInZloty(terms.B);
  return {
    zoneA: a.price,
    zoneB: b.price,
    minimumOrderA: a.minimumOrder,
    minimumOrderB: b.minimumOrder,
    freeDeliveryFromA: a.freeDeliveryFrom,
    freeDeliveryFromB: b.freeDeliveryFrom,
  };
}

export const deliveryTermsFromZloty = (t: DeliveryTermsInZloty): DeliveryTerms => ({
  A: zoneTermsFromZloty({ price: t.zoneA, minimumOrder: t.minimumOrderA, freeDeliveryFrom: t.freeDeliveryFromA }),
  B: zoneTermsFromZloty({ price: t.zoneB, minimumOrder: t.minimumOrderB, freeDeliveryFrom: t.freeDeliveryFromB }),
});

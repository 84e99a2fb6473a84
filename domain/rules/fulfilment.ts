/**
 * How the food reaches the customer (D95): delivered to an address, or collected at the
 * restaurant ('Odbiór osobisty'). The restaurant switches each on or off (at least one stays
 * on), and sets pickup's preparation time, discount and minimum order. Shared by the server
 * (which decides) and the site (which shows the same terms before the order is sent).
 */
import { zlotyToGrosze, groszeToZloty } from './money';

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const FULFILMENT_LABELS: Readonly<Record<Fulfilment, string>> = {
  delivery: 'Dostawa',
  pickup: 'Odbiór osobisty',
};

/** What staff may set: a pickup discount of 0–30 % (whole percent) and the time to prepare a pickup order. */
export const PICKUP_DISCOUNT_PERCENT = { min: 0, max: 30 } as const;
export const PREPARATION_MINUTES = { min: 5, max: 180 } as const;

/** Pickup's terms as stored (grosze). */
export interface PickupTerms {
  enabled: boolean;
  preparationMinutes: number;
  discountPercent: number;
  minimumOrderGrosze: number;
}

/** Which ways of receiving an order the restaurant offers, with pickup's terms. */
export interface FulfilmentTerms {
  deliveryEnabled: boolean;
  pickup: PickupTerms;
}

/**
 * A restaurant that never chose: delivery only, as before pickup existed, so an upgrade does not
 * start offering something the restaurant did not decide to offer (D95). The demo seed turns
 * pickup on.
 */
export const DEFAULT_FULFILMENT_TERMS: FulfilmentTerms = {
  deliveryEnabled: true,
  pickup: { enabled: false, preparationMinutes: 20, discountPercent: 0, minimumOrderGrosze: 0 },
};

/** Pickup's terms as the API writes them (GET /shop/pickup): money in zł. */
export interface PickupTermsInZloty {
  enabled: boolean;
  preparationMinutes: number;
  discountPercent: number;
  minimumOrder: number;
}

export const pickupTermsInZloty = ({ minimumOrderGrosze, ...rest }: PickupTerms): PickupTermsInZloty => ({
  ...rest,
  minimumOrder: groszeToZloty(minimumOrderGrosze),
});

export const pickupTermsFromZloty = ({ minimumOrder, ...rest }: PickupTermsInZloty): PickupTerms => ({
  ...rest,
  minimumOrderGrosze: zlotyToGrosze(minimumOrder),
});

export const isOffered = (terms: FulfilmentTerms, fulfilment: Fulfilment): boolean =>
  fulfilment === 'delivery' ? terms.deliveryEnabled : terms.pickup.enabled;

/** The ways switched on, delivery first. */
export const offeredFulfilments = (terms: FulfilmentTerms): Fulfilment[] => FULFILMENTS.filter((f) => isOffered(terms, f));

/** The Polish sentence for an order whose way of receiving is switched off, naming what is possible. */
export function notOfferedMessage(terms: FulfilmentTerms, fulfilment: Fulfilment): string {
  const other: Fulfilment = fulfilment === 'delivery' ? 'pickup' : 'delivery';
  const now = fulfilment === 'delivery' ? 'Dostawa jest teraz niedostępna' : 'Odbiór osobisty jest teraz niedostępny';
  return isOffered(terms, other)
    ? `${now}. Możesz wybrać: ${FULFILMENT_LABELS[other].toLowerCase()}.`
    : `${now}. Zamówienia nie są teraz przyjmowane.`;
}

/** A priced line as the discount sees it: alcohol is never discounted (the sobriety act forbids promoting it). */
export interface DiscountLine {
  unitPriceGrosze: number;
  quantity: number;
  isAlcohol: boolean;
}

/**
 * The pickup discount in grosze: the percent of the non-alcohol items, rounded half up to the
 * grosz (D95). Zero for delivery or a 0 % discount.
 */
export function pickupDiscountGrosze(fulfilment: Fulfilment, lines: readonly DiscountLine[], discountPercent: number): number {
  if (fulfilment !== 'pickup' || discountPercent <= 0) return 0;
  const eligible = lines.filter((l) => !l.isAlcohol).reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
  return Math.round((eligible * discountPercent) / 100);
}

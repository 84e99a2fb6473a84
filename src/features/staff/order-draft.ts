/**
 * An order as staff key it in during a call (D96) or change it (D97): its lines and what they
 * cost with the same domain rules the server applies (delivery fee and free-delivery threshold of
 * the zone, pickup's discount without alcohol, the minimum order measured before the discount).
 * The server prices the order again; this is what staff read to the customer on the phone.
 */
import { belowMinimumMessage, deliveryPriceGrosze, missingForMinimumGrosze } from '../../../domain/rules/delivery-charge';
import { zoneTermsFromZloty } from '../../../domain/rules/delivery-terms';
import { pickupDiscountGrosze, type Fulfilment } from '../../../domain/rules/fulfilment';
import { ADULT_CATEGORY, isOrderable } from '../../../domain/rules/menu-catalogue';
import { formatGrosze, zlotyToGrosze } from '../../../domain/rules/money';
import { MAX_QUANTITY } from '../../../domain/rules/order-limits';
import type { DeliveryZone, StaffMenuItem, StaffOrderView, StaffPickupSettings } from '../../lib/shop-api-types';

/** One line of the draft; `price` in zł as the menu has it today. */
export interface DraftLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
  isAlcohol: boolean;
}

/** What a customer may order by phone: the dishes and drinks on sale, never a bare ingredient. */
export const orderableItems = (menu: readonly StaffMenuItem[]): StaffMenuItem[] => menu.filter(isOrderable);

export const lineOf = (item: StaffMenuItem, quantity: number): DraftLine => ({
  id: item.id,
  name: item.name,
  price: item.price,
  quantity,
  isAlcohol: item.category === ADULT_CATEGORY,
});

/** Adds an item; the same item again adds to its line, up to the order's limit per line. */
export function addLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const same = lines.find((l) => l.id === line.id);
  if (!same) return [...lines, { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) }];
  return lines.map((l) => (l.id === line.id ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l));
}

/**
 * An order's lines as a draft. They keep the prices the order charged, as the server keeps them
 * on a change (D97); only items added by the change cost today's menu price.
 */
export function linesOfOrder(order: Pick<StaffOrderView, 'items'>, menu: readonly StaffMenuItem[]): DraftLine[] {
  return order.items.map((item) => {
    const known = menu.find((m) => m.id === item.id);
    return { id: item.id, name: item.name, price: item.price, quantity: item.quantity, isAlcohol: known?.category === ADULT_CATEGORY };
  });
}

/** Whether the draft still holds the order's own lines (the same items, quantities and order). */
export const sameLines = (order: Pick<StaffOrderView, 'items'>, lines: readonly DraftLine[]): boolean =>
  order.items.length === lines.length && order.items.every((item, i) => item.id === lines[i].id && item.quantity === lines[i].quantity);

export interface DraftTotals {
  itemsGrosze: number;
  /** null while a delivery's zone is not known yet. */
  deliveryGrosze: number | null;
  discountGrosze: number;
  totalGrosze: number;
  /** The minimum of the zone or of pickup; null while unknown. */
  minimumGrosze: number | null;
  missingGrosze: number;
}

export interface DraftTerms {
  fulfilment: Fulfilment;
  /** The delivery address's zone (GET /shop/delivery-zone); null while unknown. */
  zone: DeliveryZone | null;
  pickup: Pick<StaffPickupSettings, 'discountPercent' | 'minimumOrder'>;
}

export function draftTotals(lines: readonly DraftLine[], { fulfilment, zone, pickup }: DraftTerms): DraftTotals {
  const itemsGrosze = lines.reduce((sum, l) => sum + zlotyToGrosze(l.price) * l.quantity, 0);
  const zoneTerms = zone ? zoneTermsFromZloty(zone) : null;
  const deliveryGrosze = fulfilment === 'pickup' ? 0 : zoneTerms && deliveryPriceGrosze(zoneTerms, itemsGrosze);
  const discountGrosze = pickupDiscountGrosze(
    fulfilment,
    lines.map((l) => ({ unitPriceGrosze: zlotyToGrosze(l.price), quantity: l.quantity, isAlcohol: l.isAlcohol })),
    pickup.discountPercent,
  );
  const minimum = fulfilment === 'pickup' ? { minimumOrderGrosze: zlotyToGrosze(pickup.minimumOrder) } : zoneTerms;
  return {
    itemsGrosze,
    deliveryGrosze,
    discountGrosze,
    totalGrosze: itemsGrosze + (deliveryGrosze ?? 0) - discountGrosze,
    minimumGrosze: minimum ? minimum.minimumOrderGrosze : null,
    missingGrosze: minimum ? missingForMinimumGrosze(minimum, itemsGrosze) : 0,
  };
}

/** 'Brakuje 5,00 zł do minimalnej wartości zamówienia (zamówienia od 40,00 zł).', or null when the minimum is reached. */
export function belowMinimumNote(totals: DraftTotals): string | null {
  if (totals.missingGrosze <= 0 || totals.minimumGrosze === null) return null;
  return `${belowMinimumMessage(totals.missingGrosze)} (zamówienia od ${formatGrosze(totals.minimumGrosze)}).`;
}

/**
 * The rules every order passes, one function a rule, each refusing with the HttpError that
 * names the field: a new order online or by phone (place-order.ts) and a change by phone
 * (routes/staff/order-change.ts) go through the same ones, so an order cannot be priced or
 * accepted differently for the way it reached the restaurant (D96, D97). The server's own
 * settings and menu decide; what the client computed is never trusted.
 */
import type { FastifyInstance } from 'fastify';
import { checkDeliveryTime, leadTimeFor, type DeliveryTimeChoice } from '../../../../domain/rules/delivery-time';
import { outOfZoneMessage, zoneFor, type Zone } from '../../../../domain/rules/delivery-zones';
import { belowMinimumMessage, deliveryPriceGrosze, missingForMinimumGrosze } from '../../../../domain/rules/delivery-charge';
import { pickupDiscountGrosze, type Fulfilment } from '../../../../domain/rules/fulfilment';
import { normalisePromoCode, PROMO_REFUSAL_MESSAGES, type PromoLine, type PromoRefusal } from '../../../../domain/rules/promotions';
import { ADULT_CATEGORY } from '../../../../domain/rules/menu-catalogue';
import { formatGrosze } from '../../../../domain/rules/money';
import { MAX_QUANTITY } from '../../../../domain/rules/order-limits';
import { warsawDate } from '../../../../domain/rules/shop-date';
import { isSoldOut } from '../../lib/menu-catalog';
import { asksForMore, menuWithKeptLines } from '../../lib/order-changes';
import { priceOrder, type PriceChange } from '../../lib/order-pricing';
import { HttpError } from '../../plugins/app/errors';
import { NO_ADDRESS, type DeliveryAddress, type OrderLine } from '../../repositories/order-rows';

/** What the checks read: the settings and the menu items at hand (one read for a batch of orders). */
export async function readOrderContext(app: FastifyInstance, itemIds: number[]) {
  const settings = await app.repos.content.getMany('notice', 'deliveryZones', 'openingHours', 'delivery', 'fulfilment', 'restaurant');
  const menu = await app.repos.menu.findByIds([...new Set(itemIds)]);
  return { settings, menu };
}
export type OrderContext = Awaited<ReturnType<typeof readOrderContext>>;
type Settings = OrderContext['settings'];
type MenuRow = OrderContext['menu'][number];

/** The time as sent: 'asap', or 'scheduled' with its time (and only then). */
export function deliveryTimeOf(choice: { type: 'asap' | 'scheduled'; at?: string }): DeliveryTimeChoice {
  const { type, at } = choice;
  if (type === 'asap') {
    if (at !== undefined) throw new HttpError(400, 'body/deliveryTime/at is only for type scheduled');
    return { type };
  }
  if (at === undefined) throw new HttpError(400, 'body/deliveryTime/at is required for type scheduled');
  return { type, at: new Date(at) };
}

/** Pickup has no address; a delivery needs one in a zone the restaurant serves. */
export function checkAddress(fulfilment: Fulfilment, sent: DeliveryAddress | undefined, settings: Settings): { address: DeliveryAddress; zone: Zone | null } {
  if (fulfilment === 'pickup' && sent) throw new HttpError(400, 'body/address is not allowed for fulfilment pickup', undefined, 'body/address');
  if (fulfilment === 'delivery' && !sent) throw new HttpError(400, 'body/address is required for fulfilment delivery', undefined, 'body/address');
  const address = sent ? { street: sent.street.trim(), postalCode: sent.postalCode, city: sent.city.trim() } : NO_ADDRESS;
  const zone = sent ? zoneFor(address.postalCode, settings.deliveryZones) : null;
  if (sent && !zone) throw new HttpError(422, outOfZoneMessage(address.postalCode), 'OUT_OF_ZONE', 'body/address/postalCode');
  return { address, zone };
}

/** Within opening hours, far enough ahead (pickup: its preparation time; delivery: 45 minutes, D95), not too far. */
export function checkTime(deliveryTime: DeliveryTimeChoice, now: Date, settings: Settings, fulfilment: Fulfilment): void {
  const timeProblem = checkDeliveryTime(deliveryTime, now, settings.openingHours, leadTimeFor(fulfilment, settings.fulfilment));
  if (timeProblem) throw new HttpError(422, timeProblem.message, timeProblem.code, `body/${timeProblem.field}`);
}

export interface CheckedItems {
  lines: OrderLine[];
  itemsTotalGrosze: number;
  priceChanges: PriceChange[];
  isAlcohol: (itemId: number) => boolean;
  hasAlcohol: boolean;
  /** The lines as a promo code sees them: with category and the alcohol flag (D105). */
  promoLines: PromoLine[];
}

/**
 * The basket priced by the server's menu, refusing what is not for sale and what is sold out
 * today (refused, never dropped: the customer decides what to order instead). `kept`: the
 * lines of an order being changed, which keep their prices and stay (D97).
 */
export function checkItems(items: { id: number; quantity: number; price?: number }[], context: OrderContext, now: Date, kept: OrderLine[] = []): CheckedItems {
  const ids = new Set(items.map((i) => i.id));
  // This order's items only: in a batch the context holds the others' too.
  const menu = context.menu.filter((m) => ids.has(m.id));
  const priced = priceOrder(items, menuWithKeptLines(menu, kept));
  if (!priced.ok) {
    const [first] = priced.unavailable;
    if (first) {
      throw new HttpError(422, `body/items/${first.index}/id: item ${first.id} is not available`, 'ITEM_UNAVAILABLE', `body/items/${first.index}/id`);
    }
    const [over] = priced.tooMany;
    throw new HttpError(400, `body/items: item ${over.id} ordered ${over.quantity} times, at most ${MAX_QUANTITY}`);
  }

  const today = warsawDate(now);
  const quantityOf = (itemId: number) => priced.lines.find((l) => l.itemId === itemId)!.quantity;
  const soldOut = (item: MenuRow) => isSoldOut(item, today) && asksForMore(item.id, quantityOf(item.id), kept);
  const soldOutIndex = items.findIndex((i) => menu.some((m) => m.id === i.id && soldOut(m)));
  if (soldOutIndex >= 0) {
    const item = menu.find((m) => m.id === items[soldOutIndex].id)!;
    throw new HttpError(409, `Pozycja „${item.name}” jest dziś wyprzedana. Usuń ją z koszyka.`, 'SOLD_OUT', `body/items/${soldOutIndex}/id`);
  }

  const isAlcohol = (itemId: number) => menu.some((m) => m.id === itemId && m.category === ADULT_CATEGORY);
  const categoryOf = (itemId: number) => menu.find((m) => m.id === itemId)?.category ?? '';
  const promoLines = priced.lines.map((l) => ({ unitPriceGrosze: l.unitPriceGrosze, quantity: l.quantity, category: categoryOf(l.itemId), isAlcohol: isAlcohol(l.itemId) }));
  return { ...priced, isAlcohol, hasAlcohol: priced.lines.some((l) => isAlcohol(l.itemId)), promoLines };
}

/** The minimum order that applies: the zone's for a delivery, pickup's own for pickup. */
const minimumTerms = (settings: Settings, zone: Zone | null) => (zone ? settings.delivery[zone] : settings.fulfilment.pickup);

/**
 * The items (before any discount, D95) reach the minimum order, or staff gave a reason to take
 * the order below it (D96); refused otherwise, with `status` (422 for a new order, 400 for a
 * change). Answers what was missing when a reason let the order through, for the audit log.
 */
export function checkMinimum(
  settings: Settings,
  zone: Zone | null,
  itemsTotalGrosze: number,
  options: { status: 400 | 422; staff: boolean; belowMinimumReason?: string },
): { reason: string; missingGrosze: number } | undefined {
  const terms = minimumTerms(settings, zone);
  const missing = missingForMinimumGrosze(terms, itemsTotalGrosze);
  if (missing === 0) return undefined;
  const reason = options.belowMinimumReason?.trim();
  if (options.staff && reason) return { reason, missingGrosze: missing };
  const staffHint = options.staff ? ' Dodaj produkty albo podaj powód przyjęcia zamówienia poniżej minimum.' : '';
  throw new HttpError(
    options.status,
    `${belowMinimumMessage(missing, zone ?? undefined)} (zamówienia od ${formatGrosze(terms.minimumOrderGrosze)}).${staffHint}`,
    'BELOW_MINIMUM',
    'body/items',
  );
}

/** A basket with alcohol needs the customer's word of being 18+ (the rider checks an ID). */
export function checkAdult(hasAlcohol: boolean, confirmed: boolean | undefined): void {
  if (hasAlcohol && confirmed !== true) {
    throw new HttpError(422, 'Zamówienie zawiera alkohol. Potwierdź, że masz ukończone 18 lat.', 'ADULT_CONFIRMATION_REQUIRED', 'body/adultConfirmed');
  }
}

/** The delivery fee (free from the zone's threshold) and the pickup discount (alcohol excluded, D95). */
export function charges(settings: Settings, fulfilment: Fulfilment, zone: Zone | null, items: CheckedItems): { deliveryPriceGrosze: number; discountGrosze: number } {
  const terms = zone ? settings.delivery[zone] : undefined;
  return {
    deliveryPriceGrosze: terms ? deliveryPriceGrosze(terms, items.itemsTotalGrosze) : 0,
    discountGrosze: pickupDiscountGrosze(
      fulfilment,
      items.lines.map((l) => ({ ...l, isAlcohol: items.isAlcohol(l.itemId) })),
      settings.fulfilment.pickup.discountPercent,
    ),
  };
}

/** The pickup discount's percent an order gets (0 for delivery): a promo code applies after it (D105). */
export const pickupPercentOf = (settings: Settings, fulfilment: Fulfilment): number => (fulfilment === 'pickup' ? settings.fulfilment.pickup.discountPercent : 0);

/** What an order asks of the promo code it names; checked and priced where it is stored (promo-claims.ts). */
export function promoRequestOf(code: string | undefined, settings: Settings, fulfilment: Fulfilment, items: CheckedItems) {
  if (code === undefined) return undefined;
  return { code: normalisePromoCode(code), lines: items.promoLines, pickupPercent: pickupPercentOf(settings, fulfilment) };
}

/** A promo code's refusal as the API answers it: 422, its Polish words, the field it concerns. */
export const promoRefusalError = (refusal: PromoRefusal, field: string): HttpError => new HttpError(422, PROMO_REFUSAL_MESSAGES[refusal], refusal, field);

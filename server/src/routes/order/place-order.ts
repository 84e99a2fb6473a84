/**
 * Everything POST /order checks before an order is stored, in the order a customer can fix
 * things: a retry first (it must get its first order back whatever changed since), then the
 * shop switch, the address, the time, the basket, the zone's minimum order and the 18+
 * confirmation. The server's own
 * settings and menu decide; what the client computed is never trusted.
 */
import type { FastifyInstance } from 'fastify';
import { checkDeliveryTime, leadTimeFor, type DeliveryTimeChoice } from '../../../../domain/rules/delivery-time';
import { outOfZoneMessage, zoneFor } from '../../../../domain/rules/delivery-zones';
import { belowMinimumMessage, deliveryPriceGrosze, missingForMinimumGrosze } from '../../../../domain/rules/delivery-charge';
import { formatGrosze } from '../../../../domain/rules/money';
import { isSoldOut } from '../../lib/menu-catalog';
import { MAX_QUANTITY } from '../../../../domain/rules/order-limits';
import { priceOrder, type PriceChange } from '../../lib/order-pricing';
import { warsawDate } from '../../../../domain/rules/shop-date';
import { HttpError } from '../../plugins/app/errors';
import type { NewOrder, StoredOrder } from '../../repositories/order-repository';
import type { OrderBody } from '../../../../domain/contract/order';
import { normalizeEmail } from '../../../../domain/rules/email';
import { ADULT_CATEGORY } from '../../../../domain/rules/menu-catalogue';
import { isOffered, notOfferedMessage, pickupDiscountGrosze, type Fulfilment } from '../../../../domain/rules/fulfilment';
import { NO_ADDRESS } from '../../repositories/order-rows';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../payments/online-payments';

export interface PlacedOrder {
  order: StoredOrder;
  created: boolean;
  priceChanges: PriceChange[];
}

function deliveryTimeOf(body: OrderBody): DeliveryTimeChoice {
  const { type, at } = body.deliveryTime;
  if (type === 'asap') {
    if (at !== undefined) throw new HttpError(400, 'body/deliveryTime/at is only for type scheduled');
    return { type };
  }
  if (at === undefined) throw new HttpError(400, 'body/deliveryTime/at is required for type scheduled');
  return { type, at: new Date(at) };
}

export interface OrderRequest {
  idempotencyKey?: string;
  customerEmail?: string;
}

/** What the checks read: the settings and the menu items of the orders at hand (one read for a batch). */
async function readOrderContext(app: FastifyInstance, bodies: OrderBody[]) {
  const settings = await app.repos.content.getMany('notice', 'deliveryZones', 'openingHours', 'delivery', 'fulfilment', 'restaurant');
  const menu = await app.repos.menu.findByIds([...new Set(bodies.flatMap((b) => b.items.map((i) => i.id)))]);
  return { settings, menu };
}
type OrderContext = Awaited<ReturnType<typeof readOrderContext>>;

export async function placeOrder(app: FastifyInstance, body: OrderBody, opts: OrderRequest): Promise<PlacedOrder> {
  if (opts.idempotencyKey) {
    // A retry after the shop closed or the chosen time passed still gets its order, not an error.
    const first = await app.repos.orders.findByIdempotencyKey(opts.idempotencyKey);
    if (first) return { order: first, created: false, priceChanges: [] };
  }
  const checked = checkOrder(app, body, opts, await readOrderContext(app, [body]));
  const { order, created } = await app.repos.orders.create(checked.order);
  return { order, created, priceChanges: created ? checked.priceChanges : [] };
}

/**
 * Several orders in one go (D76): one read of the settings and the menu, one transaction for all
 * that pass their checks. Each gets its own answer: its order, or the error placeOrder would
 * have thrown. A failure of the transaction itself is thrown (the caller places them one by one).
 */
export async function placeOrders(app: FastifyInstance, requests: { body: OrderBody; opts: OrderRequest }[]): Promise<(PlacedOrder | Error)[]> {
  const keys = requests.map((r) => r.opts.idempotencyKey).filter((k): k is string => Boolean(k));
  const earlier = await app.repos.orders.findByIdempotencyKeys(keys);
  const results: (PlacedOrder | Error | undefined)[] = requests.map((r) => {
    const first = r.opts.idempotencyKey ? earlier.get(r.opts.idempotencyKey) : undefined;
    return first ? { order: first, created: false, priceChanges: [] } : undefined;
  });
  const open = requests.map((_, i) => i).filter((i) => !results[i]);
  if (open.length === 0) return results as PlacedOrder[];
  const context = await readOrderContext(app, open.map((i) => requests[i].body));
  const checked: { index: number; order: NewOrder; priceChanges: PriceChange[] }[] = [];
  for (const i of open) {
    try {
      checked.push({ index: i, ...checkOrder(app, requests[i].body, requests[i].opts, context) });
    } catch (err) {
      results[i] = err as Error;
    }
  }
  const stored = await app.repos.orders.createMany(checked.map((c) => c.order));
  checked.forEach((c, n) => {
    const { order, created } = stored[n];
    results[c.index] = { order, created, priceChanges: created ? c.priceChanges : [] };
  });
  return results as (PlacedOrder | Error)[];
}

/** The checks, in the order a customer can fix things; the order to store, or an HttpError. */
function checkOrder(app: FastifyInstance, body: OrderBody, opts: OrderRequest, context: OrderContext): { order: NewOrder; priceChanges: PriceChange[] } {
  const now = app.now();
  const deliveryTime = deliveryTimeOf(body);
  const { settings } = context;

  if (settings.notice.isSystemClose) {
    throw new HttpError(409, 'Sklep jest teraz zamknięty. Zamówienia nie są przyjmowane.', 'SHOP_CLOSED');
  }

  // No gateway configured: refused before anything is stored, so no order waits for a payment that cannot come.
  if (body.paymentMethod === 'online' && !app.payments) {
    throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE', 'body/paymentMethod');
  }

  const fulfilment: Fulfilment = body.fulfilment ?? 'delivery';
  if (!isOffered(settings.fulfilment, fulfilment)) {
    throw new HttpError(409, notOfferedMessage(settings.fulfilment, fulfilment), 'FULFILMENT_UNAVAILABLE', 'body/fulfilment');
  }
  // Pickup has no address; a delivery needs one in a zone the restaurant serves.
  if (fulfilment === 'pickup' && body.address) throw new HttpError(400, 'body/address is not allowed for fulfilment pickup', undefined, 'body/address');
  if (fulfilment === 'delivery' && !body.address) throw new HttpError(400, 'body/address is required for fulfilment delivery', undefined, 'body/address');
  const address = body.address ? { street: body.address.street.trim(), postalCode: body.address.postalCode, city: body.address.city.trim() } : NO_ADDRESS;
  const zone = body.address ? zoneFor(address.postalCode, settings.deliveryZones) : null;
  if (body.address && !zone) throw new HttpError(422, outOfZoneMessage(address.postalCode), 'OUT_OF_ZONE', 'body/address/postalCode');

  // Pickup's earliest time is the preparation time away, a delivery's 45 minutes (D95).
  const timeProblem = checkDeliveryTime(deliveryTime, now, settings.openingHours, leadTimeFor(fulfilment, settings.fulfilment));
  if (timeProblem) throw new HttpError(422, timeProblem.message, timeProblem.code, `body/${timeProblem.field}`);

  const ids = new Set(body.items.map((i) => i.id));
  // This order's items only: in a batch the context holds the others' too.
  const menu = context.menu.filter((m) => ids.has(m.id));
  const priced = priceOrder(body.items, menu);
  if (!priced.ok) {
    const [first] = priced.unavailable;
    if (first) {
      throw new HttpError(422, `body/items/${first.index}/id: item ${first.id} is not available`, 'ITEM_UNAVAILABLE', `body/items/${first.index}/id`);
    }
    const [over] = priced.tooMany;
    throw new HttpError(400, `body/items: item ${over.id} ordered ${over.quantity} times, at most ${MAX_QUANTITY}`);
  }

  // Refused, never dropped: the customer decides what to order instead.
  const today = warsawDate(now);
  const soldOutIndex = body.items.findIndex((i) => menu.some((m) => m.id === i.id && isSoldOut(m, today)));
  if (soldOutIndex >= 0) {
    const item = menu.find((m) => m.id === body.items[soldOutIndex].id)!;
    throw new HttpError(
      409,
      `Pozycja „${item.name}” jest dziś wyprzedana. Usuń ją z koszyka.`,
      'SOLD_OUT',
      `body/items/${soldOutIndex}/id`,
    );
  }

  // Priced by the server's menu: a basket that looked big enough at old prices is measured anew,
  // before any discount (D95).
  const pickup = settings.fulfilment.pickup;
  const terms = zone ? settings.delivery[zone] : undefined;
  const minimum = terms ?? pickup;
  const missing = missingForMinimumGrosze(minimum, priced.itemsTotalGrosze);
  if (missing > 0) {
    throw new HttpError(
      422,
      `${belowMinimumMessage(missing, zone ?? undefined)} (zamówienia od ${formatGrosze(minimum.minimumOrderGrosze)}).`,
      'BELOW_MINIMUM',
      'body/items',
    );
  }

  const isAlcohol = (itemId: number) => menu.some((m) => m.id === itemId && m.category === ADULT_CATEGORY);
  const hasAlcohol = priced.lines.some((l) => isAlcohol(l.itemId));
  if (hasAlcohol && body.adultConfirmed !== true) {
    throw new HttpError(
      422,
      'Zamówienie zawiera alkohol. Potwierdź, że masz ukończone 18 lat.',
      'ADULT_CONFIRMATION_REQUIRED',
      'body/adultConfirmed',
    );
  }

  const order: NewOrder = {
    idempotencyKey: opts.idempotencyKey,
    customerEmail: opts.customerEmail,
    customer: {
      name: body.customer.name.trim(),
      phoneNumber: body.customer.phoneNumber.trim(),
      email: normalizeEmail(body.customer.email),
    },
    fulfilment,
    address,
    deliveryZone: zone ?? '',
    deliveryPriceGrosze: terms ? deliveryPriceGrosze(terms, priced.itemsTotalGrosze) : 0,
    discountGrosze: pickupDiscountGrosze(
      fulfilment,
      priced.lines.map((l) => ({ ...l, isAlcohol: isAlcohol(l.itemId) })),
      pickup.discountPercent,
    ),
    deliveryTime,
    paymentMethod: body.paymentMethod,
    notes: body.notes?.trim() ?? '',
    // True exactly for an order with alcohol (confirmed above): staff mark it '18+' for the rider.
    adultConfirmed: hasAlcohol,
    lines: priced.lines,
    at: now,
    mail: {
      facts: settings.restaurant,
      restaurantCopyTo: app.config.mail.restaurantCopyTo,
      // The e-mails name the percent beside the discount (D95).
      discountPercent: fulfilment === 'pickup' ? pickup.discountPercent : undefined,
    },
  };
  return { order, priceChanges: priced.priceChanges };
}

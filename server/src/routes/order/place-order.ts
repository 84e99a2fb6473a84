/**
 * Everything POST /order checks before an order is stored, in the order a customer can fix
 * things: a retry first (it must get its first order back whatever changed since), then the
 * shop switch, the address, the time, the basket, the minimum order and the 18+ confirmation
 * (the rules themselves: order-checks.ts). An order staff key in during a phone call (POST
 * /staff/orders, D96) takes the same path with `phone` set: the same prices, zones, hours,
 * sold-out items, switches and idempotency; it is paid at the door, may go below the minimum
 * with a reason, and starts accepted with staff's estimate.
 */
import type { FastifyInstance } from 'fastify';
import { estimatedDeliveryAt } from '../../../../domain/rules/order-lifecycle';
import type { OrderBody } from '../../../../domain/contract/order';
import { normalizeEmail } from '../../../../domain/rules/email';
import { isOffered, notOfferedMessage, type Fulfilment } from '../../../../domain/rules/fulfilment';
import type { PriceChange } from '../../lib/order-pricing';
import { HttpError } from '../../plugins/app/errors';
import type { NewOrder, StoredOrder } from '../../repositories/order-repository';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../../payments/online-payments';
import {
  charges,
  checkAddress,
  checkAdult,
  checkItems,
  checkMinimum,
  checkTime,
  deliveryTimeOf,
  promoRefusalError,
  promoRequestOf,
  readOrderContext,
  type OrderContext,
} from './order-checks';

/** Where a promo refusal points in an order's body (D105). */
const PROMO_FIELD = 'body/promoCode';

export interface PlacedOrder {
  order: StoredOrder;
  created: boolean;
  priceChanges: PriceChange[];
}

/** What every order is made of, whoever places it: the customer's body, or staff's (no terms, e-mail optional). */
export type OrderFields = Omit<OrderBody, 'acceptedTerms' | 'customer'> & { customer: { name: string; phoneNumber: string; email?: string } };

/** Staff keying in an order during a phone call (D96). */
export interface PhoneOrderTerms {
  /** The staff member's e-mail: the order's history and the audit log name them. */
  by: string;
  /** Minutes until delivered (or ready for pickup): the order starts accepted. */
  estimatedMinutes: number;
  belowMinimumReason?: string;
}

export interface OrderRequest {
  idempotencyKey?: string;
  /** A signed-in customer's e-mail: the order joins their history. */
  customerEmail?: string;
  phone?: PhoneOrderTerms;
}

/** Payment online needs the customer at Przelewy24's page: staff on the phone cannot take it (D96). */
export const ONLINE_NOT_BY_PHONE_MESSAGE = 'Zamówienie telefoniczne klient płaci przy odbiorze: gotówką albo kartą.';

export async function placeOrder(app: FastifyInstance, body: OrderFields, opts: OrderRequest): Promise<PlacedOrder> {
  if (opts.idempotencyKey) {
    // A retry after the shop closed or the chosen time passed still gets its order, not an error.
    const first = await app.repos.orders.findByIdempotencyKey(opts.idempotencyKey);
    if (first) return { order: first, created: false, priceChanges: [] };
  }
  const checked = checkOrder(app, body, opts, await readOrderContext(app, body.items.map((i) => i.id)));
  const outcome = await app.repos.orders.create(checked.order);
  if ('refusal' in outcome) throw promoRefusalError(outcome.refusal, PROMO_FIELD);
  const { order, created } = outcome;
  return { order, created, priceChanges: created ? checked.priceChanges : [] };
}

/**
 * Several orders in one go (D76): one read of the settings and the menu, one transaction for all
 * that pass their checks. Each gets its own answer: its order, or the error placeOrder would
 * have thrown. A failure of the transaction itself is thrown (the caller places them one by one).
 */
export async function placeOrders(app: FastifyInstance, requests: { body: OrderFields; opts: OrderRequest }[]): Promise<(PlacedOrder | Error)[]> {
  const keys = requests.map((r) => r.opts.idempotencyKey).filter((k): k is string => Boolean(k));
  const earlier = await app.repos.orders.findByIdempotencyKeys(keys);
  const results: (PlacedOrder | Error | undefined)[] = requests.map((r) => {
    const first = r.opts.idempotencyKey ? earlier.get(r.opts.idempotencyKey) : undefined;
    return first ? { order: first, created: false, priceChanges: [] } : undefined;
  });
  const open = requests.map((_, i) => i).filter((i) => !results[i]);
  if (open.length === 0) return results as PlacedOrder[];
  const context = await readOrderContext(app, open.flatMap((i) => requests[i].body.items.map((item) => item.id)));
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
    const outcome = stored[n];
    if ('refusal' in outcome) {
      results[c.index] = promoRefusalError(outcome.refusal, PROMO_FIELD);
      return;
    }
    const { order, created } = outcome;
    results[c.index] = { order, created, priceChanges: created ? c.priceChanges : [] };
  });
  return results as (PlacedOrder | Error)[];
}

/** The checks, in the order a customer can fix things; the order to store, or an HttpError. */
function checkOrder(app: FastifyInstance, body: OrderFields, opts: OrderRequest, context: OrderContext): { order: NewOrder; priceChanges: PriceChange[] } {
  const now = app.now();
  const deliveryTime = deliveryTimeOf(body.deliveryTime);
  const { settings } = context;
  const { phone } = opts;

  if (settings.notice.isSystemClose) {
    throw new HttpError(409, 'Sklep jest teraz zamknięty. Zamówienia nie są przyjmowane.', 'SHOP_CLOSED');
  }

  if (phone && body.paymentMethod === 'online') {
    throw new HttpError(400, ONLINE_NOT_BY_PHONE_MESSAGE, 'ONLINE_NOT_BY_PHONE', 'body/paymentMethod');
  }
  // No gateway configured: refused before anything is stored, so no order waits for a payment that cannot come.
  if (body.paymentMethod === 'online' && !app.payments) {
    throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE', 'body/paymentMethod');
  }

  const fulfilment: Fulfilment = body.fulfilment ?? 'delivery';
  if (!isOffered(settings.fulfilment, fulfilment)) {
    throw new HttpError(409, notOfferedMessage(settings.fulfilment, fulfilment), 'FULFILMENT_UNAVAILABLE', 'body/fulfilment');
  }
  const { address, zone } = checkAddress(fulfilment, body.address, settings);
  checkTime(deliveryTime, now, settings, fulfilment);
  const items = checkItems(body.items, context, now);
  // Priced by the server's menu: a basket that looked big enough at old prices is measured anew.
  const belowMinimum = checkMinimum(settings, zone, items.itemsTotalGrosze, { status: 422, staff: Boolean(phone), belowMinimumReason: phone?.belowMinimumReason });
  checkAdult(items.hasAlcohol, body.adultConfirmed);

  const order: NewOrder = {
    idempotencyKey: opts.idempotencyKey,
    customerEmail: opts.customerEmail,
    customer: {
      name: body.customer.name.trim(),
      phoneNumber: body.customer.phoneNumber.trim(),
      // '' when staff took a phone order without one: no e-mail goes out (D96).
      email: normalizeEmail(body.customer.email ?? ''),
    },
    fulfilment,
    address,
    deliveryZone: zone ?? '',
    ...charges(settings, fulfilment, zone, items),
    promo: promoRequestOf(body.promoCode, settings, fulfilment, items),
    deliveryTime,
    paymentMethod: body.paymentMethod,
    notes: body.notes?.trim() ?? '',
    // True exactly for an order with alcohol (confirmed above): staff mark it '18+' for the rider.
    adultConfirmed: items.hasAlcohol,
    lines: items.lines,
    at: now,
    mail: {
      facts: settings.restaurant,
      restaurantCopyTo: app.config.mail.restaurantCopyTo,
      // The e-mails name the percent beside the discount (D95).
      discountPercent: fulfilment === 'pickup' ? settings.fulfilment.pickup.discountPercent : undefined,
    },
    ...(phone
      ? {
          phone: {
            by: phone.by,
            estimatedMinutes: phone.estimatedMinutes,
            estimatedDeliveryAt: estimatedDeliveryAt(now, phone.estimatedMinutes, deliveryTime.type === 'scheduled' ? deliveryTime.at : null),
            belowMinimum,
          },
        }
      : {}),
  };
  return { order, priceChanges: items.priceChanges };
}

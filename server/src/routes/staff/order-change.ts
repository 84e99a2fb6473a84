/**
 * A change by phone (PATCH /staff/orders/:id, D97) worked out with the order rules every order
 * passes (routes/order/order-checks.ts): a new address is checked for its zone and fee, a new
 * time against the opening hours, new lines against the menu and today's sold-out items, and
 * the changed order against its minimum and the 18+ rule. Lines the order already holds keep
 * their prices. A change of the notes or the time alone leaves the money as it was.
 */
import type { StaffOrderChangeBody } from '../../../../domain/contract/order';
import type { Zone } from '../../../../domain/rules/delivery-zones';
import { isFinalStatus, isUnpaidStatus } from '../../../../domain/rules/order-lifecycle';
import { formatGrosze } from '../../../../domain/rules/money';
import type { ChangedOrder, StoredOrder } from '../../repositories/order-repository';
import { promoDiscountAfterChange } from '../../../../domain/rules/promotions';
import { charges, checkAddress, checkAdult, checkItems, checkMinimum, checkTime, deliveryTimeOf, pickupPercentOf, type OrderContext } from '../order/order-checks';

/** The changed order from the order as it is (read under its lock); throws the HttpError of the first rule it breaks. */
export function planChange(body: StaffOrderChangeBody, context: OrderContext, now: Date): (current: StoredOrder) => ChangedOrder {
  const { settings } = context;
  const deliveryTime = body.deliveryTime ? deliveryTimeOf(body.deliveryTime) : undefined;
  return (current) => {
    const placeChanged = body.address !== undefined;
    const { address, zone } = placeChanged
      ? checkAddress(current.fulfilment, body.address, settings)
      : { address: current.address, zone: (current.deliveryZone || null) as Zone | null };
    if (deliveryTime) checkTime(deliveryTime, now, settings, current.fulfilment);
    const requested = body.items ?? current.lines.map((l) => ({ id: l.itemId, quantity: l.quantity }));
    const items = checkItems(requested, context, now, current.lines);
    // What the order costs follows its lines and its place; notes and time do not touch the money.
    const reprice = body.items !== undefined || placeChanged;
    const belowMinimum = reprice
      ? checkMinimum(settings, zone, items.itemsTotalGrosze, { status: 400, staff: true, belowMinimumReason: body.belowMinimumReason })
      : undefined;
    // Alcohol the order did not hold before needs the customer's word, as on a new order. (The
    // menu was read for the lines sent only: unchanged lines keep what the order says of them.)
    if (body.items && !current.adultConfirmed) checkAdult(items.hasAlcohol, body.adultConfirmed);
    const pickupAndFee = reprice
      ? charges(settings, current.fulfilment, zone, items)
      : { deliveryPriceGrosze: current.deliveryPriceGrosze, discountGrosze: current.discountGrosze - current.promoDiscountGrosze };
    // The code stays with its terms as placed; new lines reprice its discount (D105). (Only new
    // lines: the menu was read for the lines sent, so the kept ones' categories are not at hand.)
    const promoDiscountGrosze =
      current.promoTerms && body.items ? promoDiscountAfterChange(current.promoTerms, items.promoLines, pickupPercentOf(settings, current.fulfilment)) : current.promoDiscountGrosze;
    return {
      lines: items.lines,
      address,
      deliveryZone: zone ?? '',
      deliveryPriceGrosze: pickupAndFee.deliveryPriceGrosze,
      discountGrosze: pickupAndFee.discountGrosze + promoDiscountGrosze,
      promoDiscountGrosze,
      deliveryTime: deliveryTime ?? current.deliveryTime,
      notes: body.notes !== undefined ? body.notes.trim() : current.notes,
      adultConfirmed: body.items ? items.hasAlcohol : current.adultConfirmed,
      belowMinimum,
    };
  };
}

/** Why an order can no longer be changed, in staff's words. */
export function lockedMessage(status: string): string {
  if (isUnpaidStatus(status)) return 'To zamówienie czeka jeszcze na płatność online. Można je zmienić dopiero, gdy zostanie opłacone.';
  if (isFinalStatus(status)) return 'To zamówienie jest już zakończone i nie można go zmienić.';
  return 'Zamówienie jest już w drodze albo czeka na odbiór i nie można go zmienić. Zmiany są możliwe, dopóki zamówienie jest nowe lub przyjęte.';
}

/** A paid order cannot cost more on the same payment: staff take the extra items as a second order (D97). */
export const paidTotalWouldRiseMessage = (beforeGrosze: number, afterGrosze: number): string =>
  `Zamówienie jest opłacone online, a zmiana podniosłaby kwotę z ${formatGrosze(beforeGrosze)} do ${formatGrosze(afterGrosze)}. ` +
  'Dodatkowe pozycje przyjmij jako osobne zamówienie.';

export const NOTHING_CHANGED_MESSAGE = 'Ta zmiana niczego nie zmienia w zamówieniu.';

/** How the e-mails write times, prices and the order number: Warsaw time whatever the server's zone. */
import { formatGrosze } from '../../../../domain/rules/money';
import { SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { formatShopClock } from '../../../../domain/rules/shop-time';
import type { DeliveryTime } from '../../repositories/order-rows';

const date = new Intl.DateTimeFormat('pl-PL', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** '25.11.2025, godz. 18:30' in Warsaw. */
export const warsawDateTime = (at: Date): string => `${date.format(at)}, godz. ${formatShopClock(at)}`;

/** 'jak najszybciej' or the scheduled Warsaw time. */
export const deliveryTimeText = (time: DeliveryTime): string => (time.type === 'scheduled' ? warsawDateTime(time.at) : 'jak najszybciej');

/** Free delivery says so, with the amount, so the sum still adds up on paper. */
export const deliveryPriceText = (grosze: number): string => (grosze === 0 ? `gratis (${formatGrosze(0)})` : formatGrosze(grosze));

/**
 * The order number as a subject may carry it. Public ids are generated from [2-9A-Z], so this
 * changes nothing today; it makes a CR/LF in a subject impossible whatever reaches it.
 */
export const subjectSafeOrderNumber = (publicId: string): string => publicId.replace(/[^0-9A-Za-z-]/g, '');

/**
 * How the site, the staff panel and the e-mails write a moment: as the restaurant's clock in
 * Warsaw shows it, whatever the zone of the device or the server. Each formatter is made on
 * first use: Intl formatters are costly to create, and most pages that import this show none.
 */
import { SHOP_TIME_ZONE } from './warsaw-clock';

let clock: Intl.DateTimeFormat | undefined;
let dateAndClock: Intl.DateTimeFormat | undefined;

/** '18:05'. */
export const formatShopClock = (at: Date): string =>
  (clock ??= new Intl.DateTimeFormat('pl-PL', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' })).format(at);

/** '25.11.2026, 18:05' (a customer's order history, the staff panel's last backup). */
export const formatShopDateTime = (at: Date): string =>
  (dateAndClock ??= new Intl.DateTimeFormat('pl-PL', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })).format(at);

/**
 * '25.11.2026, 18:05': a moment as the restaurant's clock in Warsaw shows it, whatever the
 * device's zone (a customer's order history, the staff panel's last backup). Its own module:
 * pages that show no such date do not construct the formatter on load.
 */
import { SHOP_TIME_ZONE } from '../../domain/rules/opening-hours';

const dateAndClock = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatShopDateTime = (date: Date): string => dateAndClock.format(date);

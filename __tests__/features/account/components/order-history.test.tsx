/**
 * Pieces of the history view: the order date as the customer reads it and the Polish status
 * names (unknown statuses shown as sent).
 */
import { formatOrderDate } from '../../../../src/features/account/components/order-history';
import { orderStatusLabel } from '../../../../src/features/account/components/account-text';

describe('formatOrderDate', () => {
  it.each(['Europe/Warsaw', 'America/New_York', 'Pacific/Auckland', 'UTC'])(
    "gives 'dd.mm.yyyy, hh:mm' in Warsaw time on a device in %s",
    (zone) => {
      const deviceZone = process.env.TZ;
      process.env.TZ = zone; // Node reads TZ again on change: the device's zone for Date
      try {
        expect(formatOrderDate('2026-03-05T08:07:00.000Z')).toBe('05.03.2026, 09:07'); // CET, UTC+1
        expect(formatOrderDate('2026-07-01T21:30:00.000Z')).toBe('01.07.2026, 23:30'); // CEST, UTC+2
      } finally {
        process.env.TZ = deviceZone;
      }
    },
  );

  it('gives an empty text for a missing or broken date', () => {
    expect(formatOrderDate('')).toBe('');
    expect(formatOrderDate('nie-data')).toBe('');
  });
});

describe('orderStatusLabel', () => {
  it.each([
    ['new', 'Nowe'],
    ['accepted', 'Przyjęte'],
    ['in_delivery', 'W drodze'],
    ['delivered', 'Dostarczone'],
    ['rejected', 'Odrzucone'],
    ['awaiting_payment', 'Czeka na płatność'],
    ['payment_expired', 'Nieopłacone'],
    ['paused', 'paused'],
  ])('%s -> %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

/**
 * Pieces of the history view: the order date as the customer reads it and the Polish status
 * names (unknown statuses shown as sent).
 */
import { formatOrderDate } from '../../../../src/features/account/components/order-history';
import { orderStatusLabel } from '../../../../src/features/account/components/account-text';

describe('formatOrderDate', () => {
  it("gives 'dd.mm.yyyy, hh:mm' in local time", () => {
    const local = new Date(2026, 2, 5, 9, 7); // 5 March 2026, 09:07 here
    expect(formatOrderDate(local.toISOString())).toBe('05.03.2026, 09:07');
  });

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
    ['paused', 'paused'],
  ])('%s -> %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

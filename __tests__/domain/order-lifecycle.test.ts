import { canTransition, isFinalStatus, ORDER_STATUSES } from '../../domain/rules/order-lifecycle';
import { isClockTime } from '../../domain/rules/opening-hours';

describe('order lifecycle (domain/rules/order-lifecycle.ts), as the staff panel uses it', () => {
  it.each([
    ['new', ['accepted', 'rejected']],
    ['accepted', ['in_delivery', 'rejected']],
    ['in_delivery', ['delivered']],
    ['delivered', []],
    ['rejected', []],
  ])('from %s only to %p', (from, allowed) => {
    for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(allowed.includes(to));
  });

  it('finishes at delivered and rejected only; an unknown status is neither', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'rejected']);
    expect(isFinalStatus('cancelled')).toBe(false);
    expect(canTransition('cancelled', 'new')).toBe(false);
  });
});

describe('clock times of opening hours (domain/rules/opening-hours.ts)', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', true],
    ['24:01', false],
    ['9:30', false],
    ['12:60', false],
  ])('%s -> %p', (text, ok) => expect(isClockTime(text)).toBe(ok));
});

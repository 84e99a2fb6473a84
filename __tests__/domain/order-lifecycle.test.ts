import { canTransition, isFinalStatus, ORDER_STATUSES } from '../../domain/rules/order-lifecycle';
import { isClockTime } from '../../domain/rules/opening-hours';

describe('order lifecycle (domain/rules/order-lifecycle.ts), as the staff panel uses it', () => {
  it.each([
    ['delivery', 'new', ['accepted', 'rejected']],
    ['delivery', 'accepted', ['in_delivery', 'rejected']],
    ['delivery', 'in_delivery', ['delivered']],
    ['delivery', 'delivered', []],
    ['delivery', 'ready_for_pickup', []],
    ['pickup', 'new', ['accepted', 'rejected']],
    ['pickup', 'accepted', ['ready_for_pickup', 'rejected']],
    ['pickup', 'ready_for_pickup', ['picked_up']],
    ['pickup', 'in_delivery', []],
    ['pickup', 'picked_up', []],
    ['pickup', 'rejected', []],
  ] as const)('%s: from %s only to %p', (fulfilment, from, allowed) => {
    for (const to of ORDER_STATUSES) expect(canTransition(from, to, fulfilment)).toBe((allowed as readonly string[]).includes(to));
  });

  it('finishes at delivered, picked up and rejected only; an unknown status is neither', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'picked_up', 'rejected']);
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

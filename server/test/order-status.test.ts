import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canPaymentTransition, canTransition, estimatedDeliveryAt, isFinalStatus, ORDER_STATUSES, statusFieldsError, TRANSITIONS } from '../../domain/rules/order-lifecycle';

const LEGAL = {
  delivery: new Set(['new->accepted', 'new->rejected', 'accepted->in_delivery', 'accepted->rejected', 'in_delivery->delivered']),
  pickup: new Set(['new->accepted', 'new->rejected', 'accepted->ready_for_pickup', 'accepted->rejected', 'ready_for_pickup->picked_up']),
} as const;

describe('order status lifecycle (unit)', () => {
  test('every pair of statuses, per fulfilment: staff may take only its five lifecycle steps (never an unpaid order)', () => {
    let checked = 0;
    for (const fulfilment of ['delivery', 'pickup'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          assert.equal(canTransition(from, to, fulfilment), LEGAL[fulfilment].has(`${from}->${to}`), `${fulfilment}: ${from} -> ${to}`);
          checked++;
        }
      }
      assert.deepEqual(Object.keys(TRANSITIONS[fulfilment]).sort(), [...ORDER_STATUSES].sort());
    }
    assert.equal(checked, 2 * 81);
    // An order stored before pickup existed has no fulfilment: it is a delivery.
    assert.equal(canTransition('accepted', 'in_delivery'), true);
    assert.equal(canTransition('accepted', 'ready_for_pickup'), false);
  });

  test('the payment and the customer: paid or cash makes it new, time expires it, paying again reopens it', () => {
    const PAYMENT_STEPS = new Set(['awaiting_payment->new', 'awaiting_payment->payment_expired', 'payment_expired->awaiting_payment', 'payment_expired->new']);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) assert.equal(canPaymentTransition(from, to), PAYMENT_STEPS.has(`${from}->${to}`), `${from} -> ${to}`);
    }
    assert.deepEqual(ORDER_STATUSES.filter(isFinalStatus), ['delivered', 'picked_up', 'rejected'], 'an unpaid order is not final: it may still be paid');
  });

  test('unknown statuses never move', () => {
    assert.equal(canTransition('new', 'cancelled'), false);
    assert.equal(canTransition('paid', 'accepted'), false);
    assert.equal(canTransition('', ''), false);
  });

  test('an estimate only with accepted, a reason only (and always) with rejected', () => {
    assert.equal(statusFieldsError('accepted', { estimatedMinutes: 45 }), undefined);
    assert.equal(statusFieldsError('rejected', { reason: 'Brak łososia' }), undefined);
    assert.equal(statusFieldsError('in_delivery', {}), undefined);
    assert.equal(statusFieldsError('accepted', {}), 'body/estimatedMinutes is required for status accepted');
    assert.equal(statusFieldsError('rejected', {}), 'body/reason is required for status rejected');
    assert.equal(statusFieldsError('rejected', { reason: '   ' }), 'body/reason is required for status rejected');
    assert.equal(statusFieldsError('delivered', { estimatedMinutes: 10 }), 'body/estimatedMinutes is only for status accepted');
    assert.equal(statusFieldsError('accepted', { estimatedMinutes: 30, reason: 'x' }), 'body/reason is only for status rejected');
  });

  test('the expected delivery: from acceptance, but never before a chosen time', () => {
    const acceptedAt = new Date('2026-03-11T13:00:00Z');
    assert.equal(estimatedDeliveryAt(acceptedAt, 45, null).toISOString(), '2026-03-11T13:45:00.000Z');
    const chosen = new Date('2026-03-11T17:00:00Z');
    assert.equal(estimatedDeliveryAt(acceptedAt, 45, chosen).toISOString(), '2026-03-11T17:00:00.000Z');
    assert.equal(estimatedDeliveryAt(acceptedAt, 240, chosen).toISOString(), '2026-03-11T17:00:00.000Z');
    assert.equal(estimatedDeliveryAt(acceptedAt, 241, chosen).toISOString(), '2026-03-11T17:01:00.000Z');
  });
});
